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
