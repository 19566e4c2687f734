import type { TOfferRevision } from '@lintel/contract';
import { formatMoney, formatRate } from '@lintel/domain';

/** REVISED_OFFER_SELECTION: what changed (earlier choice against the revised offers) and the server's reason. */
export const RevisionNotice = ({ revision }: { revision: TOfferRevision }) => (
  <section className="revision-notice" aria-labelledby="revision-title">
    <h2 id="revision-title">Your offer has changed</h2>
    <p>{revision.reason}</p>
    <table className="revision-notice__table">
      <caption className="visually-hidden">Your earlier offer compared with the revised one</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Term</span>
          </th>
          <th scope="col">Before</th>
          <th scope="col">Now</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Draw</th>
          <td>{formatMoney(revision.previousDrawAmount)}</td>
          <td>up to {formatMoney(revision.revisedMaxDraw)}</td>
        </tr>
        <tr>
          <th scope="row">Rate</th>
          <td>{formatRate(revision.previousRate)}</td>
          <td>from {formatRate(revision.revisedRate)}</td>
        </tr>
      </tbody>
    </table>
  </section>
);
