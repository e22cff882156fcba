import type { DeliveryResult } from '../../../domain/connectors';
import { CONNECTOR_INFO } from '../../../domain/connectors';
import type { ToastInput } from '../../../lib/toast';

/**
 * What an approval says, from To review's Approve & send and from a save in the
 * automation that approves an edited version alike: where it went, or which channels
 * refused it (they are then listed under Failed deliveries).
 */
export function approvalNotice(title: string, deliveries: readonly DeliveryResult[]): ToastInput {
  const failed = deliveries.filter((result) => !result.ok).map((result) => CONNECTOR_INFO[result.connector].name);
  if (failed.length)
    return {
      title: 'Sent, with failures',
      description: `${failed.join(', ')} did not accept it: see Failed deliveries.`,
      variant: 'destructive',
    };
  const names = deliveries.map((result) => CONNECTOR_INFO[result.connector].name).join(', ');
  return { title: 'Approved and sent', description: deliveries.length ? `${title} went to ${names}.` : `${title} is approved.` };
}
