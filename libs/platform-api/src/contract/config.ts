import { areaSchemas, defineCall, START_UP_TIMEOUT_MS } from './define-call';

/*
 * Site configuration (doc 001 §7): the calls. Their schemas (the flags, field names Kickoff's) are in
 * config.schemas.ts.
 */

/** Kept in a chunk of their own: the first answer of a config call loads them (zod with them). */
const schemas = areaSchemas(() => import('./config.schemas').then((chunk) => chunk.configCallSchemas));

export const siteConfig = defineCall({
  name: 'siteConfig',
  method: 'GET',
  path: '/bff-api/config/all.json',
  auth: 'none',
  timeoutMs: START_UP_TIMEOUT_MS,
  schemas: schemas('siteConfig'),
});

export const configGroups = defineCall({
  name: 'configGroups',
  method: 'GET',
  path: '/bff-api/config/group/get',
  auth: 'none',
  timeoutMs: START_UP_TIMEOUT_MS,
  schemas: schemas('configGroups'),
});

export const listAvailablePartitions = defineCall({
  name: 'listAvailablePartitions',
  method: 'GET',
  path: '/web-api/third-party/api/list-available-partitions',
  auth: 'none',
  schemas: schemas('listAvailablePartitions'),
});

export const configCalls = [siteConfig, configGroups, listAvailablePartitions] as const;

export type {
  BrandBookEntry,
  MirrorDomain,
  DomainSettings,
  Maintenance,
  ConsultantChat,
  SiteLanguage,
  RoutePair,
  RegistrationType,
  SiteConfig,
  ConfigGroups,
} from './config.schemas';
