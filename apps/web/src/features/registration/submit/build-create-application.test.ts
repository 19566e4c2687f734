import { describe, expect, it } from 'vitest';
import { ZCreateApplicationRequest } from '@lintel/contract';
import { buildCreateApplicationRequest } from './build-create-application.ts';
import { completeRegisterData } from './registration-fixtures.ts';

describe('the create-application body carries the birthdate step (decision 090)', () => {
  it('sends the date of birth as "yyyy-MM-dd" in profileRequest, which the contract accepts', () => {
    const body = buildCreateApplicationRequest(completeRegisterData({ dob: '1980-05-04' }), []);
    expect(body.profileRequest.dob).toBe('1980-05-04');
    expect(ZCreateApplicationRequest.safeParse(body).success).toBe(true);
  });

  it('sends null when the step holds nothing', () => {
    expect(buildCreateApplicationRequest(completeRegisterData({ dob: '' }), []).profileRequest.dob).toBeNull();
  });
});
