import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a type="button" that Enter and Space press', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Bet</Button>);
    const button = screen.getByRole('button', { name: 'Bet' });
    expect(button).toHaveAttribute('type', 'button');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('keeps a caller class and type and forwards its ref to the native button', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} type="submit" className="extra">
        Send
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Send' }));
    expect(ref.current).toHaveAttribute('type', 'submit');
    expect(ref.current).toHaveClass('extra');
  });
});
