// Spec 04 section 2: a caller sees only what belongs to it; anything else answers 404, never the data
// and never a hint that it exists. Checked on the running server with two real applicants.
import { test, expect } from '../fixtures/test.ts';
import { createApplication, getAs, registerApplicant } from '../fixtures/api.ts';
import { makeHappyPathApplicationRequest } from '../fixtures/application.ts';

test("applicant B cannot read applicant A's application, its status or A's profile", async ({ request }) => {
  const a = await registerApplicant(request);
  const b = await registerApplicant(request);
  const application = await createApplication(request, a.jwt, { state: 'CA', body: makeHappyPathApplicationRequest() });

  const aOwn = await getAs(request, a.jwt, `/service-application/api/v1/application/heloc/${application.uuid}`);
  expect(aOwn.status(), 'the owner reads its application').toBe(200);

  const bReadsA = await getAs(request, b.jwt, `/service-application/api/v1/application/heloc/${application.uuid}`);
  expect(bReadsA.status()).toBe(404);
  expect(await bReadsA.text()).not.toContain(a.email);

  const bReadsStatus = await getAs(request, b.jwt, `/service-krang-heloc/borrower/secure/api/v1/${application.uuid}/status`);
  expect(bReadsStatus.status()).toBe(404);

  const bList = await getAs(request, b.jwt, '/service-application/api/v1/application/heloc/all');
  expect(bList.status()).toBe(200);
  expect(await bList.json()).toEqual([]);

  const bProfile = await getAs(request, b.jwt, '/service-profile/api/v1/profile');
  expect(bProfile.status()).toBe(200);
  const profileText = await bProfile.text();
  expect(JSON.parse(profileText)).toMatchObject({ email: b.email });
  expect(profileText).not.toContain(a.email);
});

test('a call without a token reads nothing', async ({ request }) => {
  const response = await request.get('/service-profile/api/v1/profile', { headers: { 'x-org': 'LINTEL' } });
  expect(response.status()).toBe(401);
});
