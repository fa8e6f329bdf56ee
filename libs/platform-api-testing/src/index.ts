// Example data of the platform's contract, for tests, stories and the platform mock only (type:testing: production
// code cannot import it).
export {
  callExamples,
  exampleAccount,
  exampleCouponPayload,
  exampleJwt,
  exampleLimit,
  exampleMarket,
  exampleSiteConfig,
  exampleUserConfig,
} from './contract-examples';
export type { CallExample } from './contract-examples';
export { domainSettingsExample, partnerBrandBookExamples, siteConfigExample } from './site-config-example';
export type { PartnerBrandBookName } from './site-config-example';
