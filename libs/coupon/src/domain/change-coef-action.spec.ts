import { describe, expect, it } from 'vitest';
import { CHANGE_COEF_ACTION as CONTRACT } from '@kickoff/platform-api';
import { CHANGE_COEF_ACTION, DEFAULT_CHANGE_COEF_ACTION, isCoefChangeAccepted } from './change-coef-action';

describe('bet-change acceptance', () => {
  it('[CPN-009] three options mapped to changeCoefAction as the platform contract does: confirm 0, accept any 1, accept increases 2', () => {
    expect(CHANGE_COEF_ACTION).toEqual({ confirm: 0, acceptAny: 1, acceptIncrease: 2 });
    expect(CHANGE_COEF_ACTION).toEqual(CONTRACT);
  });

  it('[CPN-008] the default is 2, accept increases', () => {
    expect(DEFAULT_CHANGE_COEF_ACTION).toBe(2);
  });

  it('[CPN-009] confirm takes no move, accept any takes every move, accept increases takes only a rise', () => {
    expect(isCoefChangeAccepted(CHANGE_COEF_ACTION.confirm, 2, 2.1)).toBe(false);
    expect(isCoefChangeAccepted(CHANGE_COEF_ACTION.confirm, 2, 1.9)).toBe(false);
    expect(isCoefChangeAccepted(CHANGE_COEF_ACTION.acceptAny, 2, 1.9)).toBe(true);
    expect(isCoefChangeAccepted(CHANGE_COEF_ACTION.acceptAny, 2, 2.1)).toBe(true);
    expect(isCoefChangeAccepted(CHANGE_COEF_ACTION.acceptIncrease, 2, 2.1)).toBe(true);
    expect(isCoefChangeAccepted(CHANGE_COEF_ACTION.acceptIncrease, 2, 1.9)).toBe(false);
    expect(isCoefChangeAccepted(CHANGE_COEF_ACTION.confirm, 2, 2)).toBe(true);
  });
});
