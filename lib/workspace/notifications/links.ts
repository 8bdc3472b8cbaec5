import 'server-only';
import { env } from '@/lib/env';

/** The absolute address of a page of the product, as letters carry it (SITE_URL). */
export const siteLink = (path: string): string => new URL(path, env().SITE_URL).toString();
