import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { LanguageCodeSchema, queryInt, queryNumber } from './common';
import { defineCall } from './define-call';

/*
 * SEO calls (doc 001 §3, §7): paths not shown, Kickoff's under /web-api/seo. All take domain, project,
 * language, timezone and the route-derived stream/section as the spec lists them.
 */

export const SeoQuerySchema = lazySchema(() =>
  z.object({
    domain: z.string().check(z.minLength(1)),
    project: queryInt(),
    language: LanguageCodeSchema,
    /** UTC offset in hours, as the tzo cookie holds it. */
    timezone: queryNumber(),
    /** Route-derived: `line`, `live`, `casino` … */
    stream: z.optional(z.string().check(z.minLength(1))),
    section: z.optional(z.string().check(z.minLength(1))),
  }),
);
export type SeoQuery = z.infer<typeof SeoQuerySchema>;

const SeoPageQuerySchema = lazySchema(() => z.extend(SeoQuerySchema, { path: z.string().check(z.startsWith('/')) }));

/** doc 001 §3 SEO page data. */
export const SeoPageDataSchema = lazySchema(() =>
  z.looseObject({
    title: z.string(),
    description: z.string(),
    siteName: z.string(),
    metaRobots: z.string(),
    hierarchyMetaRobots: z.nullable(z.string()),
    metas: z.array(z.looseObject({ name: z.string().check(z.minLength(1)), content: z.string() })),
    hrefLang: z.array(
      z.looseObject({ lang: z.string().check(z.minLength(2)), href: z.string().check(z.minLength(1)) }),
    ),
    mediaAlternates: z.array(
      z.looseObject({
        mediaType: z.string().check(z.minLength(1)),
        urlPath: z.string(),
        toDomain: z.looseObject({ host: z.string().check(z.minLength(1)) }),
      }),
    ),
  }),
);
export type SeoPageData = z.infer<typeof SeoPageDataSchema>;

/** doc 001 §3 sports map entry. */
export const SportNameSchema = lazySchema(() =>
  z.looseObject({ sportId: z.int().check(z.nonnegative()), nameEng: z.string().check(z.minLength(1)) }),
);
export type SportName = z.infer<typeof SportNameSchema>;

export const seoPageData = defineCall({
  name: 'seoPageData',
  method: 'GET',
  path: '/web-api/seo/page-data',
  query: SeoPageQuerySchema,
  response: SeoPageDataSchema,
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §3, §7 page data (path not shown) for `path` (the route path). Alternates by language are `hrefLang[]` {lang, href}; by media type `mediaAlternates[]` {mediaType, urlPath, toDomain.host} (Kickoff names that list).',
});

export const seoVisualData = defineCall({
  name: 'seoVisualData',
  method: 'GET',
  path: '/web-api/seo/visual-data',
  query: SeoPageQuerySchema,
  response: lazySchema(() =>
    z.looseObject({
      h1: z.nullable(z.string()),
      breadcrumbs: z.array(z.looseObject({ title: z.string(), url: z.string() })),
    }),
  ),
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §7 visual data (shape not shown): the page heading and breadcrumbs the SEO block renders.',
});

export const seoContent = defineCall({
  name: 'seoContent',
  method: 'GET',
  path: '/web-api/seo/content',
  query: SeoPageQuerySchema,
  response: lazySchema(() => z.looseObject({ content: z.string() })),
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §7 content (shape not shown): the SEO text block of the page as HTML; empty when none.',
});

export const seoIsoCodes = defineCall({
  name: 'seoIsoCodes',
  method: 'GET',
  path: '/web-api/seo/iso-codes',
  query: SeoQuerySchema,
  response: lazySchema(() => z.looseObject({ isoCodes: z.record(z.string(), z.string()) })),
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §7 iso-codes map (shape not shown): site language → hreflang code (`en` → `en-GB`).',
});

export const seoSportsList = defineCall({
  name: 'seoSportsList',
  method: 'GET',
  path: '/web-api/seo/sports',
  query: SeoQuerySchema,
  response: lazySchema(() => z.array(SportNameSchema)),
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §3, §7 sports list by language (path not shown): { sportId, nameEng }[]. Failures are logged and break nothing.',
});

export const seoCalls = [seoPageData, seoVisualData, seoContent, seoIsoCodes, seoSportsList] as const;
