import { OTHER_WEBHOOK_EVENTS, REQUEST_EVENT_ACTIONS, type TWebhookEvent } from '@staffdesk/shared/schemas/webhooks';

/** A request family as the catalogue names it: its event prefix and its noun ("leave or work-from-home request"). */
export interface WebhookFamily {
  name: string;
  noun: string;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every event an endpoint may choose: four per request family, in the registry's order, then the others. */
export function webhookCatalogue(families: readonly WebhookFamily[]): TWebhookEvent[] {
  return [
    ...families.flatMap(({ name, noun }) =>
      REQUEST_EVENT_ACTIONS.map((action) => ({
        type: `${name}.${action}`,
        description: `${capitalised(noun)} ${action === 'created' ? 'submitted' : action}.`,
      })),
    ),
    ...OTHER_WEBHOOK_EVENTS,
  ];
}
