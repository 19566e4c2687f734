import { useSearchParams } from 'react-router';
import { isUuid, ZConditionCategory, type TConditionCategory } from '@lintel/domain';

/**
 * The condition a condition page is about, from the link's query values (spec 02 section 2):
 * conditionUuid, conditionType and conditionEnum. Anything malformed reads as absent.
 */
export const useConditionQuery = (): { conditionUuid?: string; conditionEnum?: TConditionCategory; conditionType?: string } => {
  const [params] = useSearchParams();
  const uuid = params.get('conditionUuid') ?? '';
  const category = ZConditionCategory.safeParse(params.get('conditionEnum'));
  const type = params.get('conditionType') ?? '';
  return {
    conditionUuid: isUuid(uuid) ? uuid : undefined,
    conditionEnum: category.success ? category.data : undefined,
    conditionType: /^[A-Z_]{1,40}$/.test(type) ? type : undefined,
  };
};
