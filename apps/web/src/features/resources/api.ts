/**
 * The calls of Resources (contract @rlc/shared api/resources.ts) and their queries: newsletter articles,
 * webinars, Find An Adviser and the user manual's link. Every save answers the saved item and its message
 * (toasted); a failure toasts the server's message, and a 400's issues are shown beside the fields by the dialog.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  RESOURCES_ENDPOINTS as E,
  type NewsletterArticleInput,
  type RecommendedAdviserInput,
  type WebinarInput,
} from '@rlc/shared';
import { callEndpoint } from '../../api/endpoint.ts';
import { serverMessage, useApiMutation } from '../../api/useApiMutation.ts';

export const ARTICLES_KEY = ['resources', 'articles'] as const;
export const WEBINARS_KEY = ['resources', 'webinars'] as const;
export const ADVISERS_KEY = ['resources', 'advisers'] as const;
export const MANUAL_KEY = ['resources', 'manual'] as const;

export const useArticles = () =>
  useQuery({ queryKey: ARTICLES_KEY, queryFn: () => callEndpoint(E.listNewsletterArticles) });
export const useWebinars = () =>
  useQuery({ queryKey: WEBINARS_KEY, queryFn: () => callEndpoint(E.listWebinars) });
export const useAdvisers = () =>
  useQuery({ queryKey: ADVISERS_KEY, queryFn: () => callEndpoint(E.listAdvisers) });

/**
 * The user manual's signed URL (GET content/url/userManual, valid one hour): asked again every 20 minutes, so
 * the link on screen always works when clicked.
 */
export const useManualLink = () =>
  useQuery({
    queryKey: MANUAL_KEY,
    queryFn: () => callEndpoint(E.getContentUrl, { params: { name: 'userManual' } }),
    staleTime: 20 * 60_000,
    refetchInterval: 20 * 60_000,
  });

/** A save, publish or delete of one kind of item: toasts its message and refreshes that kind's list. */
function useResourceChange<TData extends { message: string }, TVars>(
  key: readonly string[],
  mutationFn: (vars: TVars) => Promise<TData>,
  onDone?: () => void,
) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn,
    successToast: (data) => data.message,
    errorToast: (e) => serverMessage(e) ?? MESSAGES.resources.saveFailed,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      onDone?.();
    },
  });
}

/** Create (id null) or update an article. */
export const useSaveArticle = (onDone: () => void) =>
  useResourceChange(
    ARTICLES_KEY,
    ({ id, body }: { id: number | null; body: NewsletterArticleInput }) =>
      id === null
        ? callEndpoint(E.createNewsletterArticle, { body })
        : callEndpoint(E.updateNewsletterArticle, { params: { articleId: id }, body }),
    onDone,
  );
export const usePublishArticle = () =>
  useResourceChange(ARTICLES_KEY, ({ id, published }: { id: number; published: boolean }) =>
    callEndpoint(E.publishNewsletterArticle, { params: { articleId: id }, body: { published } }),
  );
export const useDeleteArticle = (onDone: () => void) =>
  useResourceChange(
    ARTICLES_KEY,
    (id: number) => callEndpoint(E.deleteNewsletterArticle, { params: { articleId: id } }),
    onDone,
  );

export const useSaveWebinar = (onDone: () => void) =>
  useResourceChange(
    WEBINARS_KEY,
    ({ id, body }: { id: number | null; body: WebinarInput }) =>
      id === null
        ? callEndpoint(E.createWebinar, { body })
        : callEndpoint(E.updateWebinar, { params: { webinarId: id }, body }),
    onDone,
  );
export const useDeleteWebinar = (onDone: () => void) =>
  useResourceChange(
    WEBINARS_KEY,
    (id: number) => callEndpoint(E.deleteWebinar, { params: { webinarId: id } }),
    onDone,
  );

export const useSaveAdviser = (onDone: () => void) =>
  useResourceChange(
    ADVISERS_KEY,
    ({ id, body }: { id: number | null; body: RecommendedAdviserInput }) =>
      id === null
        ? callEndpoint(E.createAdviser, { body })
        : callEndpoint(E.updateAdviser, { params: { adviserId: id }, body }),
    onDone,
  );
export const useDeleteAdviser = (onDone: () => void) =>
  useResourceChange(
    ADVISERS_KEY,
    (id: number) => callEndpoint(E.deleteAdviser, { params: { adviserId: id } }),
    onDone,
  );
