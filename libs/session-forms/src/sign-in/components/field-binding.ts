import type { ChangeEvent, ReactNode } from 'react';

/** What a text field of the sign-in forms gets from the form: its value, its change, and its problem as text. */
export interface FieldBinding {
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  error?: ReactNode;
}
