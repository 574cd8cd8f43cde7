// The site's header and footer as one module, for the pages that fetch them on demand (the
// framework error page): one chunk with Home's, not one request each.
export { SiteFooter } from './site-footer';
export { SiteHeader } from './site-header';
