import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const workspaceRoot = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: workspaceRoot });

/** Lints a file as if it sat at `filePath`, so each layer's rule is checked without committing a bad import. */
async function boundaryErrors(filePath: string, importLine: string) {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = imported;\n`, {
    filePath: join(workspaceRoot, filePath),
  });
  return (result?.messages ?? []).filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
}

describe('module boundaries (lint)', () => {
  it.each([
    [
      'a ui lib importing a data-access lib',
      'libs/ui/src/fixture.ts',
      "import { platformApi as imported } from '@kickoff/platform-api';",
      /type:ui.*can only depend on.*type:ui.*type:util/,
    ],
    [
      'a util lib importing a data-access lib',
      'libs/i18n/src/fixture.ts',
      "import { platformApi as imported } from '@kickoff/platform-api';",
      /type:util.*can only depend on.*type:util/,
    ],
    [
      'a data-access lib importing a ui lib',
      'libs/platform-api/src/fixture.ts',
      "import { Modal as imported } from '@kickoff/ui';",
      /type:data-access.*can only depend on/,
    ],
    [
      'a deep relative import into another lib',
      'libs/i18n/src/fixture.ts',
      "import { Modal as imported } from '../../ui/src/modal/Modal';",
      /must begin with a npm scope/,
    ],
  ])('reports %s', async (_case, file, importLine, message) => {
    const errors = await boundaryErrors(file, importLine);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(message);
  });

  it.each([
    ['the app importing a ui lib', 'apps/web/src/fixture.ts', "import { Modal as imported } from '@kickoff/ui';"],
    [
      'the app importing a data-access lib',
      'apps/web/src/fixture.ts',
      "import { platformApi as imported } from '@kickoff/platform-api';",
    ],
    [
      'a ui lib importing a util lib',
      'libs/ui/src/fixture.ts',
      "import { isLanguageSegment as imported } from '@kickoff/i18n';",
    ],
    [
      'a data-access lib importing a util lib',
      'libs/platform-api/src/fixture.ts',
      "import { isLanguageSegment as imported } from '@kickoff/i18n';",
    ],
  ])('allows %s', async (_case, file, importLine) => {
    expect(await boundaryErrors(file, importLine)).toEqual([]);
  });
});

describe('one rule for links between features (type:feature may not depend on type:feature)', () => {
  it.each([
    [
      'the coupon importing the session',
      'libs/coupon/src/fixture.ts',
      "import { sessionFeature as imported } from '@kickoff/session';",
    ],
    [
      'user-config importing the coupon',
      'libs/user-config/src/fixture.ts',
      "import { couponFeature as imported } from '@kickoff/coupon';",
    ],
    [
      'a feature component importing the shell',
      'libs/session/src/account/Fixture.tsx',
      "import { useShellPage as imported } from '@kickoff/shell-routing';",
    ],
  ])('reports %s in production code', async (_case, file, importLine) => {
    expect((await boundaryErrors(file, importLine)).join('\n')).toMatch(/type:feature.*can only depend on/);
  });

  it('lets a feature use the contract lib (its events, ports and shared types)', async () => {
    const importLine = "import { signedIn as imported } from '@kickoff/contracts';";
    expect(await boundaryErrors('libs/coupon/src/fixture.ts', importLine)).toEqual([]);
  });

  it("still fails a test import that closes a cycle: the shell's test importing the session, whose tests import the shell", async () => {
    const importLine = "import { sessionFeature as imported } from '@kickoff/session';";
    expect((await boundaryErrors('libs/shell-routing/src/fixture.spec.ts', importLine)).join('\n')).toMatch(
      /Circular dependency between "shell-routing" and "session"/,
    );
  });

  it("lets a feature's test build its site from other features' modules", async () => {
    const importLine = "import { sessionFeature as imported } from '@kickoff/session';";
    expect(await boundaryErrors('libs/coupon/src/fixture.spec.ts', importLine)).toEqual([]);
  });
});

describe('module boundaries for tests and stories', () => {
  it('lets a test use the platform mock, but not production code', async () => {
    const importLine = "import { createPlatformMock as imported } from '@kickoff/platform-mock';";
    expect(await boundaryErrors('libs/ui/src/modal/fixture.spec.ts', importLine)).toEqual([]);
    expect((await boundaryErrors('libs/ui/src/modal/fixture.ts', importLine)).join('\n')).toMatch(
      /type:ui.*can only depend on/,
    );
  });
});

/** The apps' import rule's findings for a file's text, as if it sat at `filePath`. */
async function appImportErrors(filePath: string, text: string) {
  const [result] = await eslint.lintText(text, { filePath: join(workspaceRoot, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => `${m.line}: ${m.message}`);
}

/** An app file as the rule forbids it: a feature's component rendered by hand and an endpoint named. */
const handWiredApp = [
  "import { CouponSlot } from '@kickoff/coupon';",
  "import { siteConfigApi } from '@kickoff/site-config';",
  "import { platformApi } from '@kickoff/platform-api';",
  "import * as remoteApps from '@kickoff/remote-apps';",
  'export const slot = CouponSlot;',
  "export const config = siteConfigApi.endpoints.siteConfigAll.initiate({ lang: 'ru' });",
  'export const reset = platformApi.util.resetApiState();',
  'export const all = remoteApps;',
  "export const later = import('@kickoff/session-forms');",
].join('\n');

describe('what an app may import (apps/web, apps/web-server: README "What an app may import")', () => {
  it.each([
    ['apps/web/src/app/fixture.tsx'],
    ['apps/web/src/app/fixture.spec.tsx'],
    ['apps/web/src/server/fixture.ts'],
    ['apps/web-server/src/site/fixture.ts'],
  ])(
    '%s: a feature’s component, an endpoint, an API object, a whole lib or a lib loaded later each fail',
    async (file) => {
      const errors = await appImportErrors(file, handWiredApp);
      // One finding per forbidden line (the namespace import twice: it could reach a component and an endpoint).
      expect(errors.map((error) => Number(error.split(':')[0]))).toEqual([1, 2, 3, 4, 4, 6, 9]);
      expect(errors.join('\n')).toMatch(/does not render a feature's component/);
      expect(errors.join('\n')).toMatch(/does not name an endpoint/);
    },
  );

  it('the composition root’s own imports pass: feature modules, the router, adapters, texts, constants and types', async () => {
    const composition = [
      "import { lazyCouponFeature } from '@kickoff/coupon';",
      "import { createSiteRouter, RETURN_TO, shellFeature } from '@kickoff/shell-routing';",
      "import { createSite, seedSharedAnswers, type Feature, type RouteAnswer } from '@kickoff/store';",
      "import { createBrowserAdapters } from '@kickoff/runtime';",
      "import { createI18n } from '@kickoff/i18n';",
      "import type { CouponIndicatorProps } from '@kickoff/coupon';",
      'export const used = [lazyCouponFeature, createSiteRouter, RETURN_TO, shellFeature, createSite, seedSharedAnswers];',
      'export const more = [createBrowserAdapters, createI18n];',
      'export type Types = [Feature, RouteAnswer, CouponIndicatorProps];',
    ].join('\n');
    expect(await appImportErrors('apps/web/src/app/fixture.tsx', composition)).toEqual([]);
  });

  it('libs are not held to it: a feature’s own files render their components and name their endpoints', async () => {
    expect(await appImportErrors('libs/coupon/src/fixture.tsx', handWiredApp)).toEqual([]);
  });

  it('covers every feature lib by its tag, so a new one needs no edit of the rule', async () => {
    const { featureLibs } = (await import(join(workspaceRoot, 'eslint.config.mjs'))) as { featureLibs: string[] };
    expect(featureLibs).toEqual(
      expect.arrayContaining(['@kickoff/coupon', '@kickoff/remote-apps', '@kickoff/shell-routing', '@kickoff/session']),
    );
    expect(featureLibs).not.toContain('@kickoff/store');
  });
});
