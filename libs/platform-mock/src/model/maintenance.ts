import type { MaintenanceState } from '../platform-mock.types';

/** doc 001 §3 maintenance answer; the notice window opens a day before the works. */
export type MaintenanceAnswer = {
  isActive: boolean;
  started_at: string | null;
  ended_at: string | null;
  notify_started_at: string | null;
  notify_ended_at: string | null;
  web_state: number;
};

const NOTICE_LEAD_MS = 24 * 3_600_000;

export function createMaintenance(): MaintenanceState {
  return { isActive: false, startsAt: null, endsAt: null };
}

export function maintenanceAnswer(state: MaintenanceState): MaintenanceAnswer {
  const notifyStart = state.startsAt ? new Date(Date.parse(state.startsAt) - NOTICE_LEAD_MS).toISOString() : null;
  return {
    isActive: state.isActive,
    started_at: state.startsAt,
    ended_at: state.endsAt,
    notify_started_at: notifyStart,
    notify_ended_at: state.startsAt,
    web_state: state.isActive ? 1 : 0,
  };
}
