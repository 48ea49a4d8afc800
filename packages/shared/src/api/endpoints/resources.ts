/**
 * The resources calls of the API table (spec §2.1 resources, §7 Content). Every signed-in staff user
 * reads; the admins of Report Settings (ability adminReports = updateCorporateReport) create, edit, publish and
 * delete. Everything is the caller's corporate's: another corporate's id answers 404.
 */
import { z } from 'zod';
import { ABILITIES } from '../../permissions.ts';
import {
  ContentFileParam,
  ContentUrlResponse,
  NewsletterArticleInput,
  NewsletterArticleList,
  NewsletterArticleResponse,
  PublishArticleRequest,
  RecommendedAdviserInput,
  RecommendedAdviserList,
  RecommendedAdviserResponse,
  WebinarInput,
  WebinarList,
  WebinarResponse,
} from '../resources.ts';
import { MessageResponse, define, pgId } from './define.ts';

const ADMIN = { any: ABILITIES.adminReports };
const ArticleParams = z.object({ articleId: pgId });
const WebinarParams = z.object({ webinarId: pgId });
const AdviserParams = z.object({ adviserId: pgId });

export const RESOURCES_ENDPOINTS = define({
  listNewsletterArticles: {
    method: 'GET',
    path: '/content/newsletter-articles',
    tag: 'resources',
    summary: 'Newsletter articles, newest first: published ones, and drafts too for an admin (adminReports)',
    permission: 'authenticated',
    response: NewsletterArticleList,
  },
  createNewsletterArticle: {
    method: 'POST',
    path: '/content/newsletter-articles/create',
    tag: 'resources',
    summary: 'Write a newsletter article (title, date, summary, body in the limited rich text, published)',
    permission: ADMIN,
    body: NewsletterArticleInput,
    response: NewsletterArticleResponse,
  },
  updateNewsletterArticle: {
    method: 'POST',
    path: '/content/newsletter-article/:articleId/update',
    tag: 'resources',
    summary: 'Change a newsletter article',
    permission: ADMIN,
    params: ArticleParams,
    body: NewsletterArticleInput,
    response: NewsletterArticleResponse,
  },
  publishNewsletterArticle: {
    method: 'POST',
    path: '/content/newsletter-article/:articleId/publish',
    tag: 'resources',
    summary: 'Publish (advisers see it) or unpublish a newsletter article',
    permission: ADMIN,
    params: ArticleParams,
    body: PublishArticleRequest,
    response: NewsletterArticleResponse,
  },
  deleteNewsletterArticle: {
    method: 'POST',
    path: '/content/newsletter-article/:articleId/delete',
    tag: 'resources',
    summary: 'Delete a newsletter article',
    permission: ADMIN,
    params: ArticleParams,
    response: MessageResponse,
  },
  listWebinars: {
    method: 'GET',
    path: '/content/webinars',
    tag: 'resources',
    summary: 'Webinars: titled links with dates, newest first',
    permission: 'authenticated',
    response: WebinarList,
  },
  createWebinar: {
    method: 'POST',
    path: '/content/webinars/create',
    tag: 'resources',
    summary: 'Add a webinar link',
    permission: ADMIN,
    body: WebinarInput,
    response: WebinarResponse,
  },
  updateWebinar: {
    method: 'POST',
    path: '/content/webinar/:webinarId/update',
    tag: 'resources',
    summary: 'Change a webinar link',
    permission: ADMIN,
    params: WebinarParams,
    body: WebinarInput,
    response: WebinarResponse,
  },
  deleteWebinar: {
    method: 'POST',
    path: '/content/webinar/:webinarId/delete',
    tag: 'resources',
    summary: 'Delete a webinar link',
    permission: ADMIN,
    params: WebinarParams,
    response: MessageResponse,
  },
  listAdvisers: {
    method: 'GET',
    path: '/content/advisers',
    tag: 'resources',
    summary: 'Find An Adviser: the independent advisers the operator recommends (searched in the browser)',
    permission: 'authenticated',
    response: RecommendedAdviserList,
  },
  createAdviser: {
    method: 'POST',
    path: '/content/advisers/create',
    tag: 'resources',
    summary: 'Add an adviser to Find An Adviser',
    permission: ADMIN,
    body: RecommendedAdviserInput,
    response: RecommendedAdviserResponse,
  },
  updateAdviser: {
    method: 'POST',
    path: '/content/adviser/:adviserId/update',
    tag: 'resources',
    summary: 'Change an entry of Find An Adviser',
    permission: ADMIN,
    params: AdviserParams,
    body: RecommendedAdviserInput,
    response: RecommendedAdviserResponse,
  },
  deleteAdviser: {
    method: 'POST',
    path: '/content/adviser/:adviserId/delete',
    tag: 'resources',
    summary: 'Remove an entry of Find An Adviser',
    permission: ADMIN,
    params: AdviserParams,
    response: MessageResponse,
  },
  getContentUrl: {
    method: 'GET',
    path: '/content/url/:name',
    tag: 'resources',
    summary:
      "A file's URL (signed for the caller's session, valid one hour) and file name; 'userManual' is the user manual PDF",
    permission: 'authenticated',
    params: z.object({ name: ContentFileParam }),
    response: ContentUrlResponse,
  },
  getContentFile: {
    method: 'GET',
    path: '/content/file/:name',
    tag: 'resources',
    summary:
      'The file a content URL names (query token from GET content/url/{name}; 401 once expired or signed out)',
    // The token in the query is the credential: a new browser tab sends no Authorization header.
    permission: 'public',
    params: z.object({ name: ContentFileParam }),
    response: null,
  },
});
