import type { TApplicationStatus } from '../application/status.ts';
import type { TBrand } from '../brand/brand-schema.ts';
import { securityInstrumentWordsOf } from '../signing/security-instrument.ts';

/**
 * Status news (spec 04 section 9.2, decision 080): the one email, and the one text message where the applicant
 * agreed to transactional texts, that tells the applicant their application entered a milestone. The words are
 * here, once; the server's status-news module sends them through the outbox, which adds the brand's layout and
 * footer. They name the brand and the product, never the person: no name, no amounts, no dates of birth, no
 * numbers, no reasons for a decline (those are in the adverse-action letter in the account).
 */
export const STATUS_NEWS_STATUSES = [
  'OFFER_SELECTION',
  'REVISED_OFFER_SELECTION',
  'DECLINED',
  'NOTE_SIGNING',
  'DEED_SIGNING',
  'RESCISSION',
  'COMPLETE',
  'CANCELLED',
] as const satisfies readonly TApplicationStatus[];
export type TStatusNewsStatus = (typeof STATUS_NEWS_STATUSES)[number];

const NEWS_STATUSES: ReadonlySet<string> = new Set(STATUS_NEWS_STATUSES);
export const isStatusNewsStatus = (status: string): status is TStatusNewsStatus => NEWS_STATUSES.has(status);

/** The outbox kind of a status's news ("status-offer-selection"): what logs and the agents' console name. */
export const statusNewsKind = (status: TStatusNewsStatus): string =>
  `status-${status.toLowerCase().replaceAll('_', '-')}`;

/** Where every status news links: the application's own page, which routes to the step its status needs (spec 01 section 2). */
export const applicationPagePath = (applicationUuid: string): string => `/account/heloc/${applicationUuid}`;

export type TStatusNewsFacts = {
  brand: Pick<TBrand, 'companyName' | 'companyProduct'>;
  /** The link to the application's page (PUBLIC_URL, the path, ?org=). */
  url: string;
  /** RESCISSION: the applicant's last day to cancel (YYYY-MM-DD, where the property is), when the timeline has it. */
  rescissionLastDay?: string | null;
  /** DEED_SIGNING: the deed is signed before a notary in person (the property's state does not record a remote one). */
  notaryInPerson?: boolean;
  /** The property's state: names its security instrument (deed of trust, mortgage, security deed; decision 090). */
  propertyState: string;
};

/** An email's words as the outbox takes them (its TEmailContent). */
export type TStatusNewsEmail = {
  subject: string;
  preview: string;
  heading: string;
  paragraphs: readonly string[];
  action: { label: string; url: string };
  closing?: readonly string[];
};

export type TStatusNews = {
  kind: string;
  email: TStatusNewsEmail;
  /** The text message's words: the outbox puts the brand's short name first and the link last. */
  text: string;
};

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-11-24" -> "Tuesday, November 24, 2026": a calendar day, the same wherever it is read. */
export const calendarDayText = (isoDate: string): string => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${MONTHS[month - 1]} ${day}, ${year}`;
};

const CONTACT_US = 'If you have questions, contact us: our phone number and email address are below.';
const notaryNext = (product: string, instrument: string) =>
  `Thank you for signing your ${product} documents. The last signature, on the ${instrument}, is made before a notary.`;

type TWords = Omit<TStatusNews, 'kind' | 'email'> & {
  email: Omit<TStatusNewsEmail, 'action'> & { actionLabel: string };
};

const wordsOf = (status: TStatusNewsStatus, facts: TStatusNewsFacts): TWords => {
  const { companyName, companyProduct: product } = facts.brand;
  const instrument = securityInstrumentWordsOf(facts.propertyState).noun;
  switch (status) {
    case 'OFFER_SELECTION':
      return {
        email: {
          subject: `Your ${product} offers are ready`,
          preview: 'Compare your offers and choose the one that suits you.',
          heading: 'Your offers are ready',
          paragraphs: [
            `Good news: ${companyName} has offers for you.`,
            'Log in to compare the amounts, rates and terms, and choose the one that suits you.',
          ],
          actionLabel: 'See your offers',
        },
        text: 'Your offers are ready. Log in to see them:',
      };
    case 'REVISED_OFFER_SELECTION':
      return {
        email: {
          subject: `Your updated ${product} offers are ready`,
          preview: 'We finished reviewing your information and updated your offers.',
          heading: 'Your offers were updated',
          paragraphs: [
            'We finished reviewing your information and updated your offers to match it.',
            'Log in to review your updated offers and choose one to continue.',
          ],
          actionLabel: 'See your updated offers',
        },
        text: 'We updated your offers. Log in to choose one:',
      };
    case 'DECLINED':
      // The reasons are the adverse-action letter's (Regulation B), shown in the account: never in an email or a text.
      return {
        email: {
          subject: `An update on your ${product} application`,
          preview: 'A letter explaining our decision is in your account.',
          heading: 'An update on your application',
          paragraphs: [
            `Thank you for applying with ${companyName}. We are not able to approve your application at this time.`,
            'A letter explaining why is in your account.',
          ],
          actionLabel: 'Read the letter',
          closing: [CONTACT_US],
        },
        text: 'There is an update on your application. Log in to read it:',
      };
    case 'NOTE_SIGNING':
      return {
        email: {
          subject: 'Your documents are ready to sign',
          preview: `Your ${product} closing documents are ready.`,
          heading: 'Your documents are ready to sign',
          paragraphs: [
            `Your ${product} closing documents are ready.`,
            `Log in to review and sign them. Signing the ${instrument} before a notary comes next.`,
          ],
          actionLabel: 'Review and sign',
        },
        text: 'Your closing documents are ready to sign. Log in to review them:',
      };
    case 'DEED_SIGNING':
      return facts.notaryInPerson
        ? {
            email: {
              subject: 'Next: book your notary visit',
              preview: `A notary meets you in person to sign your ${instrument}.`,
              heading: 'Time to book your notary visit',
              paragraphs: [
                notaryNext(product, instrument),
                `Your ${instrument} is signed in person: log in to tell us where and when a notary can meet you.`,
              ],
              actionLabel: 'Book your notary visit',
            },
            text: `Your documents are signed. Next, book a notary visit to sign your ${instrument}:`,
          }
        : {
            email: {
              subject: `Next: sign your ${instrument} with an online notary`,
              preview: `Meet a notary by video to sign your ${instrument}.`,
              heading: 'Time to meet your notary',
              paragraphs: [
                notaryNext(product, instrument),
                'Log in to meet an online notary by video, now or at a time you choose. Have your photo ID at hand.',
              ],
              actionLabel: 'Meet your notary',
            },
            text: `Your documents are signed. Next, sign your ${instrument} with an online notary:`,
          };
    case 'RESCISSION': {
      const lastDay = facts.rescissionLastDay ? calendarDayText(facts.rescissionLastDay) : null;
      return {
        email: {
          subject: `Your ${product} is signed: your right to cancel`,
          preview: lastDay
            ? `You can cancel until midnight at the end of ${lastDay}.`
            : 'You have three business days to change your mind.',
          heading: 'Your right to cancel',
          paragraphs: [
            'Thank you for signing. Federal law gives you three business days to change your mind (Sundays and federal holidays do not count).',
            lastDay
              ? `You can cancel until midnight at the end of ${lastDay}, where the property is.`
              : 'Your account shows the last day you can cancel.',
            'To go ahead, there is nothing to do: once that period ends, we record the lien with the county and send your money.',
          ],
          actionLabel: 'See your timeline',
        },
        text: lastDay
          ? `Your documents are signed. You can cancel until midnight at the end of ${lastDay}. Details:`
          : 'Your documents are signed. You have three business days to cancel. Details:',
      };
    }
    case 'COMPLETE':
      return {
        email: {
          subject: `Your ${product} is funded`,
          preview: 'The money is on its way to your account.',
          heading: 'You are funded',
          paragraphs: [
            `Thank you for choosing ${companyName}. Your ${product} is funded, and the money is on its way to your disbursement account.`,
            'Log in to see the funding date and what comes next.',
          ],
          actionLabel: 'See your account',
        },
        text: 'You are funded: the money is on its way to your account. Details:',
      };
    case 'CANCELLED':
      return {
        email: {
          subject: `Your ${product} application was cancelled`,
          preview: 'Your application is closed.',
          heading: 'Your application was cancelled',
          paragraphs: [`Your application for a ${product} with ${companyName} has been cancelled.`],
          actionLabel: 'See your application',
          closing: [
            'If you did not expect this or have questions, contact us: our phone number and email address are below.',
          ],
        },
        text: 'Your application was cancelled. Details:',
      };
  }
};

/** The news of one status entry: its outbox kind, its email and its text message. */
export const statusNewsOf = (status: TStatusNewsStatus, facts: TStatusNewsFacts): TStatusNews => {
  const { email, text } = wordsOf(status, facts);
  const { actionLabel, ...content } = email;
  return {
    kind: statusNewsKind(status),
    email: { ...content, action: { label: actionLabel, url: facts.url } },
    text,
  };
};
