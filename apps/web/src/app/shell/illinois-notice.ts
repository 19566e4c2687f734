/**
 * The Illinois Community Reinvestment Notice (spec 02 section 2: shown for one brand), the wording the
 * Illinois Department of Financial and Professional Regulation asks licensees to post.
 */
export const ILLINOIS_COMMUNITY_REINVESTMENT_NOTICE =
  'The Department of Financial and Professional Regulation (Department) evaluates our performance in meeting the financial ' +
  'services needs of this community, including the needs of low-income to moderate-income households. The Department takes ' +
  'this evaluation into account when deciding on certain applications submitted by us for approval by the Department. Your ' +
  'involvement is encouraged. You may obtain a copy of our evaluation. You may also submit signed, written comments about our ' +
  'performance in meeting community financial services needs to the Department.';
