import type { ReactNode } from 'react';
import { Empty } from '../Empty/Empty.tsx';
import { ErrorState } from '../ErrorState/ErrorState.tsx';
import { loadStateOf } from './loadStates.ts';

export interface LoadStateProps<T> {
  /** The loaded data; undefined until it arrives (SWR's `data`). */
  data: T | undefined;
  /** The last failure, if any (SWR's `error`); only its presence counts, the app has reported it. */
  error: unknown;
  /** Whether a request runs while there is no data (SWR's `isLoading`). */
  loading: boolean;
  /** Placeholders in the shape of the content, e.g. a <Skeleton> with <SkeletonShape>s. */
  skeleton: ReactNode;
  /** Reads again (SWR's `mutate`); ErrorState's button shows progress while a returned Promise runs. */
  onRetry: () => void | Promise<unknown>;
  /** The retry button; the kit text "Try again" by default. */
  retryLabel?: string;
  /** The error's title; the kit text "Something went wrong" by default. */
  errorTitle?: ReactNode;
  /** What went wrong, translated by the app. */
  errorMessage?: ReactNode;
  /** Whether loaded data has nothing to show; `empty` is shown instead of the children then. */
  isEmpty?: (data: T) => boolean;
  /** Shown for empty data; the kit's <Empty> by default. */
  empty?: ReactNode;
  /** The content, from the data. */
  children: (data: T) => ReactNode;
}

/**
 * The loading, error, empty and data branches of a screen's read, by one rule: data that is there
 * wins (also over a later failed revalidation); without it an error shows once no request runs,
 * with a retry; otherwise the skeleton. Renders only the branch, with no element of its own.
 */
export function LoadState<T>({
  data,
  error,
  loading,
  skeleton,
  onRetry,
  retryLabel,
  errorTitle,
  errorMessage,
  isEmpty,
  empty,
  children,
}: LoadStateProps<T>) {
  const state = loadStateOf({ data, error, loading, isEmpty });
  switch (state) {
    case 'data':
      return children(data as T);
    case 'empty':
      return empty ?? <Empty />;
    case 'error':
      return <ErrorState title={errorTitle} message={errorMessage} retryLabel={retryLabel} onRetry={onRetry} />;
    case 'loading':
      return skeleton;
    default:
      return state satisfies never;
  }
}
