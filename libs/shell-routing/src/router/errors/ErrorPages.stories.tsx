import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { storyLanguage } from '@kickoff/testing';
import { shellTextIn, withShellTextsDecorator } from '../../layouts/testing/shell-i18n';
import { ErrorStatusView } from './ErrorStatusView';
import { NotFoundView } from './NotFoundView';

/** What the router's error element shows: the not-found page for 404, else the error page with the status. */
function ErrorPage({ status, language = 'ru' }: { status: number; language?: string }) {
  return (
    <MemoryRouter>
      {status === 404 ? <NotFoundView language={language} /> : <ErrorStatusView status={status} />}
    </MemoryRouter>
  );
}

/**
 * What the router's error element shows: the not-found page for 404, else the error page with the status.
 *
 * Implements **MOD-006**: Not-found page — group: shell-routing — variants: 404 with text "This page could not be found" (no route match, failed validation, rules disabled, page disabled by config, statistic disabled).
 * Implements **MOD-007**: Error page — group: shell-routing — variants: error with its status code; default 500 (no status code, unknown middleware outcome); dedicated 500 route.
 *
 * Usage: rendered by @kickoff/shell-routing itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Pages/Errors',
  component: ErrorPage,
  decorators: [withShellTextsDecorator],
  parameters: { layout: 'padded' },
  args: { status: 404 },
  // The page's own language is the toolbar's, as the router passes the URL's.
  render: (args, { globals }) => <ErrorPage {...args} language={storyLanguage(globals)} />,
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  name: 'Not found',
  tags: ['[MOD-006]', '[SR-005]', '[SR-006]'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = shellTextIn(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(canvas.getByText(t('shell_not_found_text'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('shell_to_home') })).toHaveAttribute(
      'href',
      `/${storyLanguage(globals)}/`,
    );
  },
};

export const Forbidden: Story = {
  name: 'Forbidden (403)',
  tags: ['[MOD-007]', '[SR-008]'],
  args: { status: 403 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = shellTextIn(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: t('main_error') })).toBeVisible();
    await expect(canvas.getByText('403')).toHaveTextContent(`${t('ui_status_code')}: 403`);
  },
};

export const ServerError: Story = {
  name: 'Server error (500)',
  tags: ['[MOD-007]'],
  args: { status: 500 },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText('500')).toHaveTextContent(
      `${shellTextIn(globals)('ui_status_code')}: 500`,
    );
  },
};
