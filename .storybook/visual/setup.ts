import { setProjectAnnotations } from 'storybook/preview-api';
// @ts-expect-error Storybook's Vite builder's virtual module: the preview and every addon's annotations, the ones
// @storybook/addon-vitest sets itself just before this file runs.
import { getProjectAnnotations } from 'virtual:/@storybook/builder-vite/project-annotations.js';
import { visualBaseline } from './baseline';

/**
 * The story tests' annotations: Storybook's, then the screenshot comparison after each story (baseline.ts). This call
 * replaces the addon's (it composes from scratch), so nothing runs twice.
 */
setProjectAnnotations([getProjectAnnotations(), visualBaseline]);
