import { conditionLink, describeCondition, type TConditionTextInput } from '@lintel/domain';
import type { TEmailContent } from '../outbox/index.ts';

/**
 * The email that tells a borrower about a new condition. It quotes the same title, description and
 * button as the notification panel (one table in the domain), and links to the condition's page.
 */
export const conditionEmail = (options: {
  applicationUuid: string;
  /** A co-owner's condition links to the heloc-signer condition pages. */
  forSigner?: boolean;
  condition: TConditionTextInput & { uuid: string };
  buildLink: (path: string) => string;
}): TEmailContent => {
  const text = describeCondition(options.condition);
  const path = conditionLink({ applicationUuid: options.applicationUuid, condition: options.condition, forSigner: options.forSigner ?? false });
  return {
    subject: 'We need something from you to continue your application',
    preview: text.title,
    heading: text.title,
    paragraphs: [text.description],
    action: { label: text.buttonLabel, url: options.buildLink(path) },
    closing: ['You can also see everything we have asked for under the notifications bell after you log in.'],
  };
};
