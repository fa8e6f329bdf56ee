import { seoContent, seoIsoCodes, seoPageData, seoSportsList, seoVisualData } from '@kickoff/platform-api';
import { ISO_CODES, seoPage, seoText, seoVisual } from '../model/seo';
import { ok } from './answers';
import { behaviour } from './behaviour';

export const seoBehaviours = [
  behaviour(seoPageData, { resolve: ({ query }) => ok(seoPage(query.path, query.language, query.domain)) }),
  behaviour(seoVisualData, { resolve: ({ query }) => ok(seoVisual(query.path, query.language)) }),
  behaviour(seoContent, { resolve: ({ query }) => ok({ content: seoText(query.path, query.language) }) }),
  behaviour(seoIsoCodes, { resolve: () => ok({ isoCodes: { ...ISO_CODES } }) }),
  behaviour(seoSportsList, {
    resolve: ({ model }) => ok(model.state.line.sports.map((sport) => ({ sportId: sport.id, nameEng: sport.nameEng }))),
  }),
];
