import { describe, expect, it } from 'vitest';
import { uiResources } from './resources';

describe('uiResources', () => {
  it('has the same keys in ru and en, each ui_-prefixed or one of the spec generic main_ keys', () => {
    const ru = Object.keys(uiResources.ru).sort();
    expect(Object.keys(uiResources.en).sort()).toEqual(ru);
    for (const key of ru) expect(key).toMatch(/^(ui_|main_(error|done|ok)$)/);
  });

  it('gives the generic keys their real texts', () => {
    expect([uiResources.ru.main_error, uiResources.ru.main_done, uiResources.ru.main_ok]).toEqual([
      'Ошибка',
      'Готово',
      'ОК',
    ]);
    expect([uiResources.en.main_error, uiResources.en.main_done, uiResources.en.main_ok]).toEqual([
      'Error',
      'Done',
      'OK',
    ]);
  });
});
