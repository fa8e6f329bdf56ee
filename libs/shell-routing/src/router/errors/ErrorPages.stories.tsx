import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { withShellTextsDecorator } from '../../layouts/testing/shell-i18n';
import { ErrorStatusView } from './ErrorStatusView';
import { NotFoundView } from './NotFoundView';

/** What the router's error element shows: the not-found page for 404, else the error page with the status. */
function ErrorPage({ status, language }: { status: number; language: string }) {
  return <MemoryRouter>{status === 404 ? <NotFoundView language={language} /> : <ErrorStatusView status={status} />}</MemoryRouter>;
}

const meta = {
  title: 'shell-routing/router/Error pages',
  component: ErrorPage,
  decorators: [withShellTextsDecorator],
  parameters: { layout: 'padded' },
  args: { status: 404, language: 'ru' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  name: '[MOD-006] [SR-006] Not found',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(canvas.getByText('Страница не найдена')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/ru/');
  },
};

export const NotFoundInEnglish: Story = {
  name: '[MOD-006] [SR-005] Not found, English',
  args: { language: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This page could not be found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'To the home page' })).toHaveAttribute('href', '/en/');
  },
};

export const Forbidden: Story = {
  name: '[MOD-007] [SR-008] Error with its status (403)',
  args: { status: 403 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ошибка' })).toBeVisible();
    await expect(canvas.getByText('403')).toHaveTextContent('Код ошибки: 403');
  },
};

export const ServerError: Story = {
  name: '[MOD-007] Error 500, what errors without a status show',
  args: { status: 500 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('500')).toHaveTextContent('Код ошибки: 500');
  },
};
