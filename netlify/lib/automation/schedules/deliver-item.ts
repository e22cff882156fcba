// A saved item delivered to connectors, as a scheduled run, an approval and a retry
// send it: its title, template and persona from its settings, and its image of My
// images (Use in post) as a public copy, or without it when the image was deleted.
import { storedTemplate } from '#domain/automation/catalogue.ts';
import { personaOf, restoreSettings } from '#domain/automation/settings.ts';
import type { ConnectorKind, DeliveryResult } from '#domain/connectors.ts';
import type { Tables } from '#domain/database.types.ts';
import type { Profile } from '#domain/profile.ts';
import { deliver } from '../../connectors/deliver.ts';
import { prepareDeliveryImage } from '../../images/public-copy.ts';

type Item = Pick<Tables<'content_items'>, 'id' | 'user_id' | 'title' | 'template' | 'settings'>;

/** What an item's saved settings say about its deliveries. */
export function deliverySettings(item: Pick<Item, 'template' | 'settings'>) {
  const template = storedTemplate(item.template);
  const settings = restoreSettings(template, item.settings);
  return { template, settings, persona: personaOf(settings).label, deliverTo: settings.deliverTo, image: settings.image };
}

/** Sends `body`, as version `version` of `item`, to `connectors`, with the item's image when it still has one. */
export async function deliverItem(
  item: Item,
  tier: Profile['subscription_status'],
  body: string,
  version: number,
  connectors: readonly ConnectorKind[],
  now = new Date(),
): Promise<DeliveryResult[]> {
  const { template, persona, image } = deliverySettings(item);
  const prepared = image && connectors.length ? await prepareDeliveryImage(item.user_id, image) : null;
  const content = {
    event: 'content.published',
    title: item.title,
    body,
    template,
    persona,
    item_id: item.id,
    version,
    image: prepared?.image ?? null,
  } as const;
  return Promise.all(connectors.map((connector) => deliver(item.user_id, tier, connector, content, now, prepared?.media)));
}
