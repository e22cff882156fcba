/** The download name of a generated site: business name lower-cased, spaces to hyphens, plus '-website.html'. */
export function websiteFileName(businessName: string): string {
  return `${businessName.trim().toLowerCase().replace(/\s+/g, '-')}-website.html`;
}

/** The ZIP of a multi-page site, named the same way. */
export function websiteZipName(businessName: string): string {
  return websiteFileName(businessName).replace(/\.html$/, '.zip');
}
