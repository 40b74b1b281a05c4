declare const safeHtmlBrand: unique symbol;

/**
 * HTML that has been through a sanitizer. Views only inject markup of this type, so a raw string from data
 * cannot reach dangerouslySetInnerHTML by accident; the type checker asks for the sanitizer first.
 */
export type SafeHtml = string & { readonly [safeHtmlBrand]: true };
