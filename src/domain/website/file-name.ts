import { fileSlug } from '../file-name';

/**
 * The download name of a generated site: business name lower-cased, spaces to
 * hyphens, plus '-website.html'; characters file systems refuse or treat specially
 * (& / : ? and the like) become hyphens too (fileNameFrom).
 */
export function websiteFileName(businessName: string): string {
  return `${fileSlug(businessName, 'my')}-website.html`;
}

/** The ZIP of a multi-page site, named the same way. */
export function websiteZipName(businessName: string): string {
  return websiteFileName(businessName).replace(/\.html$/, '.zip');
}
