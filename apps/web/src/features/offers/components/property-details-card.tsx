import type { TOffersResponse } from '@lintel/contract';
import { formatMoney } from '@lintel/domain';

const CONDITION_LABELS: Record<string, string> = {
  UNKNOWN_CONDITION: 'Not yet assessed',
  NOT_AVAILABLE: 'Not available',
  POOR: 'Poor',
  FAIR: 'Fair',
  AVERAGE: 'Average',
  GOOD: 'Good',
  EXCELLENT: 'Excellent',
};

/** The property details card: address, property value, property condition (spec 02 section 2). */
export const PropertyDetailsCard = ({ property }: { property: TOffersResponse['property'] }) => (
  <aside className="offers-card" aria-labelledby="property-details-title">
    <h2 id="property-details-title" className="offers-card__title">
      Property details
    </h2>
    <dl className="offers-card__list">
      <div>
        <dt>Address</dt>
        <dd>
          {property.street1}
          {property.street2 ? `, ${property.street2}` : ''}, {property.city}, {property.state} {property.zip}
        </dd>
      </div>
      <div>
        <dt>Property value</dt>
        <dd>
          {property.propertyValue === null
            ? 'Not yet known'
            : formatMoney(property.propertyValue, { precision: 0 })}
        </dd>
      </div>
      <div>
        <dt>Property condition</dt>
        <dd>{CONDITION_LABELS[property.propertyCondition] ?? property.propertyCondition}</dd>
      </div>
    </dl>
  </aside>
);
