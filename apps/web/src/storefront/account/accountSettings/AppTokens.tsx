import { type AppToken, formatDateTimeIn } from '@grocery/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/button/Button';
import { FormMessage } from '../../../components/form/FormMessage';
import { ErrorState } from '../../../components/loadState/LoadState';
import { SkeletonCards } from '../../../components/skeleton/Skeleton';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { useViewer } from '../../shared/catalogue/queries';
import { readOnEveryVisit } from '../../shared/shopperQuery';
import { fetchAppTokens, revokeAppToken } from '../api';
import { appTokensTexts } from './texts';

/**
 * The apps signed in to the account (decision 0073): each with its device, last use and end, and a
 * button that signs it out at once. A browser's own session is not listed: it is this page. Its
 * errors end no session: signing out refetches it on the way out (a 401), and the page's own
 * sign-in guard handles a session that ended.
 */
export function AppTokens() {
  const texts = useTexts(appTokensTexts);
  const language = useLanguage();
  const viewer = useViewer();
  const client = useQueryClient();
  const queryKey = ['account', viewer, 'app-tokens'];
  const tokens = useQuery({ queryKey, queryFn: ({ signal }) => fetchAppTokens(signal), ...readOnEveryVisit });
  const revoke = useMutation({
    mutationFn: (token: AppToken) => revokeAppToken(token.tokenId),
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
  const when = (instant: string) => formatDateTimeIn(language, instant);

  return (
    <section className="app-tokens" aria-labelledby="app-tokens-title">
      <h2 id="app-tokens-title">{texts.title}</h2>
      <p className="app-tokens__intro">{texts.intro}</p>
      {tokens.isPending && <SkeletonCards count={2} layout="list" />}
      {tokens.isError && <ErrorState message={texts.failed} onRetry={() => void tokens.refetch()} />}
      {tokens.data?.length === 0 && <p className="app-tokens__empty">{texts.empty}</p>}
      {tokens.data && tokens.data.length > 0 && (
        <ul className="app-tokens__list">
          {tokens.data.map((token) => (
            <li key={token.tokenId} className="app-tokens__item">
              <div>
                <p className="app-tokens__device">
                  <bdi>{token.deviceName}</bdi>
                </p>
                <p className="app-tokens__times">
                  {texts.lastUsed} {when(token.lastUsedAt)} · {texts.expires} {when(token.expiresAt)}
                </p>
              </div>
              <Button
                variant="secondary"
                onClick={() => revoke.mutate(token)}
                disabled={revoke.isPending}
                aria-label={`${texts.signOut}: ${token.deviceName}`}
              >
                {texts.signOut}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {revoke.isSuccess && <FormMessage tone="success">{texts.signedOut}</FormMessage>}
      {revoke.isError && <FormMessage tone="error">{texts.signOutFailed}</FormMessage>}
    </section>
  );
}
