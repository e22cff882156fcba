import type { Config } from '@netlify/functions';
import { ConnectorRefSchema, SendContentSchema, type DeliveryResponse, type DeliveryResult } from '#domain/connectors.ts';
import { authenticate } from '../lib/auth.ts';
import { parseBody } from '../lib/body.ts';
import { deliver, requireConnectorTier } from '../lib/connectors/deliver.ts';
import { recordTest } from '../lib/connectors/store.ts';
import { prepareDeliveryImage } from '../lib/images/public-copy.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';
import { loadProfile } from '../lib/profile.ts';

// Sends through a connector now (docs/api.md, "Connectors"): /test a small test
// message (its outcome is kept with the connector), /send the automation page's content
// (with its image of My images, delivered as its public copy).
// The answer is the delivery's outcome; a receiver's refusal is a 200 with ok false.
export default endpoint(['POST'], async (req) => {
  const user = await authenticate(req);
  await enforceRate('settings', user.id);
  const testing = new URL(req.url).pathname.endsWith('/test');
  const tier = (await loadProfile(user.id)).subscription_status;
  let result: DeliveryResult;
  if (testing) {
    const { connector } = await parseBody(req, ConnectorRefSchema);
    requireConnectorTier(connector, tier);
    result = await deliver(user.id, tier, connector, {
      event: 'content.test',
      title: 'Test from AI Business Hub',
      body: 'This is a test message. When you see it, the connection works.',
      template: 'social',
      persona: '',
    });
    await recordTest(user.id, connector, result);
  } else {
    const { connector, image, ...content } = await parseBody(req, SendContentSchema);
    requireConnectorTier(connector, tier);
    const prepared = image ? await prepareDeliveryImage(user.id, image, true) : null;
    result = await deliver(
      user.id,
      tier,
      connector,
      { ...content, image: prepared?.image ?? null, event: 'content.published' },
      new Date(),
      prepared?.media,
    );
  }
  return json({ success: true, delivery: result } satisfies DeliveryResponse & { success: true });
});

export const config: Config = { path: ['/api/connectors/send', '/api/connectors/test'] };
