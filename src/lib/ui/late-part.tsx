// A part of a screen whose code or strings arrive after the screen painted (a dialog's form, a
// widget's kit strings): it waits in its own place, behind its own placeholder, and when its code
// cannot load (offline, a failed chunk) it says so there, in the reader's language, with Retry.
// The rest of the screen stays as it is: a late part never takes back what is on screen, and its
// failure never replaces the whole page (docs/product-rules.md#offline).
import { Alert, Button, Stack } from '@chakra-ui/react';
import {
  Component,
  createContext,
  Fragment,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { toChunkLoadError } from '@/lib/chunk-errors';

interface LatePartProps {
  /** Shown while the part's code or strings load, where the part will be. */
  placeholder: ReactNode;
  children: ReactNode;
  /** Places the failure's message where the part would be (a dialog's body). */
  frame?: (message: ReactNode) => ReactNode;
}

/**
 * The try of a part this is: each LatePart, and each of its Retries, is a try of its own, and a
 * lazy part that failed in another try is made anew (a dialog opened again after a failure loads
 * again). React's own second render after an error stays in the same try, so it shows the failure.
 */
type Attempt = { count: number };
const AttemptContext = createContext<Attempt>({ count: 0 });

interface BoundaryState {
  error: Error | null;
  attempt: Attempt;
}

/** What a part that could not load shows: why, and Retry (also tried again when the connection returns). */
function LatePartFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('common', { useSuspense: false });
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  const chunk = toChunkLoadError(error);
  return (
    <Alert.Root status={offline ? 'warning' : 'error'} role="alert" my={2}>
      <Alert.Indicator />
      <Stack gap={2} flex="1">
        <Alert.Title>{t('latePart.title')}</Alert.Title>
        <Alert.Description>
          {offline
            ? t('latePart.offline')
            : t('latePart.failed', { name: chunk ? `${chunk.name}: ${chunk.chunk}` : error.name })}
        </Alert.Description>
        <Button size="sm" variant="outline" alignSelf="start" onClick={onRetry}>
          {t('status.retry')}
        </Button>
      </Stack>
    </Alert.Root>
  );
}

/** Catches what the part throws while loading; Retry renders it afresh (see `lateComponent`). */
class LatePartBoundary extends Component<
  { children: ReactNode; frame: (message: ReactNode) => ReactNode },
  BoundaryState
> {
  state: BoundaryState = { error: null, attempt: { count: 0 } };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }

  retry = () => this.setState((s) => ({ error: null, attempt: { count: s.attempt.count + 1 } }));

  render() {
    if (this.state.error)
      return this.props.frame(<LatePartFailed error={this.state.error} onRetry={this.retry} />);
    return (
      <AttemptContext.Provider value={this.state.attempt}>
        <Fragment key={this.state.attempt.count}>{this.props.children}</Fragment>
      </AttemptContext.Provider>
    );
  }
}

const asIs = (message: ReactNode) => message;

export function LatePart({ placeholder, children, frame = asIs }: LatePartProps) {
  return (
    <LatePartBoundary frame={frame}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </LatePartBoundary>
  );
}

/**
 * `lazy()` for a late part. React keeps a failed lazy component failed for good: after a failure,
 * LatePart's next attempt (Retry, the connection back) gets a new one, whose import runs again.
 * `preload` fetches the code ahead (the import the component then uses); its failure is left for
 * the part to show when it renders.
 */
export function lateComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  let current: { attempt: Attempt; failed: boolean; Loaded: ComponentType<P> } | null = null;
  const make = (attempt: Attempt) => {
    const entry = { attempt, failed: false, Loaded: null as unknown as ComponentType<P> };
    entry.Loaded = lazy(() =>
      preload().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          entry.failed = true;
          throw error;
        },
      ),
    ) as unknown as ComponentType<P>;
    return entry;
  };
  /** The lazy component for a try: the one made before, unless it failed in an earlier try. */
  const forAttempt = (attempt: Attempt) => {
    if (!current || (current.failed && current.attempt !== attempt)) current = make(attempt);
    return current.Loaded;
  };
  function LateComponent(props: P) {
    const attempt = useContext(AttemptContext);
    // LatePart mounts the part afresh for each Retry, so this picks the try's component once.
    const [{ Loaded }] = useState(() => ({ Loaded: forAttempt(attempt) }));
    return <Loaded {...props} />;
  }
  return {
    Component: LateComponent,
    preload: () => void preload().catch(() => {}),
  };
}
