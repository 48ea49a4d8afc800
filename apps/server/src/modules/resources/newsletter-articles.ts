/**
 * Newsletter articles (spec §3.2 "a list of content items", §7 "GET content/newsletter-articles returns a list";
 * issue 13 marketing): list (advisers the published ones, admins with adminReports every one, newest first),
 * create, update, publish / unpublish and delete, each audited (`newsletterArticle.<what>`). The body is the
 * limited rich text of docs/adr/0012, stored as typed and never interpreted as HTML.
 */
import {
  MESSAGES,
  hasAbility,
  type NewsletterArticle,
  type NewsletterArticleInput,
  type NewsletterArticleResponse,
} from '@rlc/shared';
import type { ResourcesCaller, ResourcesDeps } from './deps.ts';
import { auditedCreate, auditedEdit } from './audited-edit.ts';
import {
  articleRow,
  articleRows,
  deleteArticleRow,
  insertArticle,
  updateArticleRow,
  type ArticleValues,
  type NewsletterArticleRow,
} from './repository.ts';

const toArticle = (r: NewsletterArticleRow): NewsletterArticle => ({
  id: r.id,
  title: r.title,
  date: r.date,
  summary: r.summary,
  body: r.body,
  published: r.published,
});
// What the zod schema let through (trimmed); the body keeps its lines, less trailing blanks.
const values = (v: NewsletterArticleInput): ArticleValues => ({
  title: v.title,
  date: v.date,
  summary: v.summary,
  body: v.body.replace(/\s+$/, ''),
  published: v.published,
});

export async function listNewsletterArticles(
  deps: Pick<ResourcesDeps, 'db'>,
  caller: ResourcesCaller,
): Promise<NewsletterArticle[]> {
  const rows = await articleRows(deps.db, caller.user.corporateId, !hasAbility(caller, 'adminReports'));
  return rows.map(toArticle);
}

export async function createNewsletterArticle(
  deps: ResourcesDeps,
  caller: ResourcesCaller,
  input: NewsletterArticleInput,
): Promise<NewsletterArticleResponse> {
  const row = await auditedCreate(deps, caller, 'newsletterArticle.create', (tx, corporateId, stamp) =>
    insertArticle(tx, corporateId, values(input), stamp),
  );
  return { article: toArticle(row), message: MESSAGES.resources.articleSaved };
}

export async function updateNewsletterArticle(
  deps: ResourcesDeps,
  caller: ResourcesCaller,
  id: number,
  input: NewsletterArticleInput,
): Promise<NewsletterArticleResponse> {
  const row = await editArticle(deps, caller, id, 'newsletterArticle.update', values(input));
  return { article: toArticle(row), message: MESSAGES.resources.articleSaved };
}

/** Publish (advisers see it in their list) or unpublish (back to a draft only admins see). */
export async function publishNewsletterArticle(
  deps: ResourcesDeps,
  caller: ResourcesCaller,
  id: number,
  published: boolean,
): Promise<NewsletterArticleResponse> {
  const action = published ? 'newsletterArticle.publish' : 'newsletterArticle.unpublish';
  const row = await editArticle(deps, caller, id, action, { published });
  const message = published ? MESSAGES.resources.articlePublished : MESSAGES.resources.articleUnpublished;
  return { article: toArticle(row), message };
}

export async function deleteNewsletterArticle(
  deps: ResourcesDeps,
  caller: ResourcesCaller,
  id: number,
): Promise<{ message: string }> {
  await auditedEdit(deps, caller, {
    action: 'newsletterArticle.delete',
    missing: MESSAGES.resources.articleNotFound,
    lock: (tx, corporateId) => articleRow(tx, corporateId, id),
    apply: async (tx, corporateId) => {
      await deleteArticleRow(tx, corporateId, id);
      return null;
    },
  });
  return { message: MESSAGES.resources.articleDeleted };
}

async function editArticle(
  deps: ResourcesDeps,
  caller: ResourcesCaller,
  id: number,
  action: string,
  change: Partial<ArticleValues>,
): Promise<NewsletterArticleRow> {
  const row = await auditedEdit(deps, caller, {
    action,
    missing: MESSAGES.resources.articleNotFound,
    lock: (tx, corporateId) => articleRow(tx, corporateId, id),
    apply: (tx, corporateId, stamp) => updateArticleRow(tx, corporateId, id, change, stamp),
  });
  if (!row) throw new Error(`article ${id} vanished inside its own transaction`);
  return row;
}
