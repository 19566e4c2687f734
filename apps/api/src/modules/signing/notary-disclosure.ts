import { getBrand } from '@lintel/brands';
import { DISCLOSURE_FACTS, formatMoney, securityInstrumentWordsOf } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import type { TFileStore } from '../../platform/file-store/file-store.ts';
import type { TApplicationRow } from '../application/index.ts';
import { storeGeneratedDocument } from '../documents/index.ts';
import { borrowerNameOf } from './closing-facts.ts';
import { layOutDocument } from './pdf-layout.ts';

export const NOTARY_DISCLOSURE_TITLE = 'Notary Disclosure';

/** The notary disclosure: how the deed is notarized (remote online or in person) and what it costs. */
export const generateNotaryDisclosure = async (options: { db: Db; files: TFileStore; application: TApplicationRow; date: Date }) => {
  const { application } = options;
  const lender = getBrand(application.organizationCode)?.companyName ?? application.organizationCode;
  // The property state's instrument: deed of trust, mortgage or security deed (decision 090).
  const instrument = securityInstrumentWordsOf(application.propertyState);
  const laidOut = await layOutDocument({
    title: NOTARY_DISCLOSURE_TITLE,
    subtitle: `${lender} - loan number ${application.loanNumber} - ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(options.date)}`,
    write: (w) => {
      w.rows([
        ['Borrower', borrowerNameOf(application)],
        ['Document to notarize', instrument.title],
      ]);
      w.heading('Remote online notarization');
      w.paragraph(
        `Where the property state accepts remote online notarization for recording, you meet a commissioned notary public by live audio and video. The notary confirms your identity from your uploaded ID and knowledge-based questions, watches you sign the ${instrument.noun}, and applies an electronic seal. The session is recorded and kept as required by law. There is no fee for a remote session.`,
      );
      w.heading('In-person notarization');
      w.paragraph(
        `Where remote notarization is not accepted, or if you prefer, a notary visits you at an address and time you choose. The fee for manual notarization is ${formatMoney(DISCLOSURE_FACTS.manualNotarizationFee)}.`,
      );
      w.heading('Every owner signs');
      w.paragraph(`Every owner of the property signs the ${instrument.noun} before the notary. Bring a current government-issued photo ID.`);
    },
  });
  return storeGeneratedDocument({ db: options.db, files: options.files, application, type: 'NOTARY_DISCLOSURE', name: 'notary-disclosure.pdf', bytes: laidOut.bytes });
};
