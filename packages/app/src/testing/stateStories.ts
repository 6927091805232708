import type { StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { EndpointPath } from '@broker/contract';
import { mockApi } from '../mocks/mockApi.ts';

/** A story's parts that a state sets: its mocks, what it checks, and its set-up (offline). */
export type StateStory = Pick<StoryObj, 'parameters' | 'play' | 'beforeEach'>;

/** A feature's `handlers(...overrides)` (its mocks.ts): every endpoint its screens read, with overrides. */
type Handlers = (...overrides: HttpHandler[]) => HttpHandler[];

/** One endpoint, or several that the screen reads at once. */
type Paths = EndpointPath | readonly EndpointPath[];

const RETRY = 'Opnieuw proberen';
const OFFLINE_NOTICE = 'Geen internetverbinding. We tonen de laatst bekende gegevens.';

const list = (paths: Paths): readonly EndpointPath[] => (typeof paths === 'string' ? [paths] : paths);

/**
 * A story's `beforeEach` that takes the device offline (`navigator.onLine` false and the `offline`
 * event, as the shell's notice listens for) and brings it back online afterwards.
 */
export function goOffline(): () => void {
  const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
  return () => {
    if (online) Object.defineProperty(navigator, 'onLine', online);
    window.dispatchEvent(new Event('online'));
  };
}

/**
 * The states every screen shows as stories (docs/slices.md "Done means": loading, error, empty,
 * offline), each one line with the feature's `handlers`:
 *
 * ```ts
 * const states = stateStories(handlers);
 * export const Loading: Story = states.loading('card/list');
 * export const LoadFailed: Story = states.loadFailed('card/list');
 * export const Empty: Story = states.empty('Je hebt nog geen bankkaart toegevoegd.', mockApi('card/list', { data: page([]) }));
 * export const Offline: Story = states.offline();
 * ```
 *
 * A story that shows more spreads one and adds to it (`{ ...states.loadFailed('x'), args: … }`).
 * The checks read the Dutch texts of the stories' default language.
 */
export function stateStories(handlers: Handlers) {
  const msw = (...overrides: HttpHandler[]) => ({ msw: { handlers: handlers(...overrides) } });
  return {
    /**
     * The reads never answer: the skeleton. With `heading`, the screen's title (level 1) shows
     * above a busy placeholder; with `text`, that text shows.
     */
    loading(paths: Paths, check: { heading?: string; text?: string } = {}): StateStory {
      const { heading, text } = check;
      const parameters = msw(...list(paths).map((path) => mockApi(path, { loading: true })));
      if (heading === undefined && text === undefined) return { parameters };
      return {
        parameters,
        play: async ({ canvasElement }) => {
          const canvas = within(canvasElement);
          if (text !== undefined) await expect(await canvas.findByText(text)).toBeInTheDocument();
          if (heading !== undefined) {
            await canvas.findByRole('heading', { level: 1, name: heading });
            await expect(canvasElement.querySelector('[role="status"][aria-busy="true"]')).not.toBeNull();
          }
        },
      };
    },

    /**
     * The reads fail (`error.system.busy`): the retry shows — `retries` of them when each read
     * has its own — and `text`, the screen's words for the failure, when given.
     */
    loadFailed(paths: Paths, check: { text?: string; retries?: number } = {}): StateStory {
      const { text, retries } = check;
      return {
        parameters: msw(...list(paths).map((path) => mockApi(path, { error: 'error.system.busy' }))),
        play: async ({ canvasElement }) => {
          const canvas = within(canvasElement);
          if (text !== undefined) await expect(await canvas.findByText(text)).toBeInTheDocument();
          if (retries === undefined) {
            await expect(await canvas.findAllByRole('button', { name: RETRY })).not.toHaveLength(0);
          } else {
            await waitFor(() => expect(canvas.getAllByRole('button', { name: RETRY })).toHaveLength(retries));
          }
        },
      };
    },

    /** The reads answer with nothing (the `overrides` say how): the screen's empty state says `text`. */
    empty(text: string, ...overrides: HttpHandler[]): StateStory {
      return {
        parameters: msw(...overrides),
        play: async ({ canvasElement }) => {
          await expect(await within(canvasElement).findByText(text)).toBeInTheDocument();
        },
      };
    },

    /** The device is offline: the notice says so over the data last read. */
    offline(): StateStory {
      return {
        beforeEach: goOffline,
        play: async ({ canvasElement }) => {
          await expect(await within(canvasElement).findByText(OFFLINE_NOTICE)).toBeVisible();
        },
      };
    },
  };
}
