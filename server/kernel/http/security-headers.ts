import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';

/** The one third-party origin a page may embed: the OpenStreetMap frame on /contact. */
export const MAP_ORIGIN = 'https://www.openstreetmap.org';

// Powerful features no page of ours uses, denied to us and to the map frame. interest-cohort (FLoC) was
// withdrawn from browsers; browsing-topics is its successor.
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Stripe's hosted Checkout page (decision 0051), where the manage page's Pay form is redirected. */
export const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

/**
 * Where a form may be sent on to besides our own pages: Stripe's Checkout while online payment is on (the stand-in's
 * host under STRIPE_API_URL). Browsers hold a form's 303 to another origin to form-action too, so without it Pay
 * would stop at our own redirect.
 */
function checkoutOrigins(stripe: Config['stripe']): string[] {
  if (!stripe) return [];
  if (!stripe.api) return [STRIPE_CHECKOUT_ORIGIN];
  const { protocol, host, port } = stripe.api;
  return [`${protocol}://${host}:${port}`];
}

/** HSTS for two years: Mozilla Observatory wants at least six months, the preload list at least one year. */
const HSTS_MAX_AGE = 63_072_000;

/**
 * helmet set to Mozilla HTTP Observatory's A+ rules: a strict Content-Security-Policy (our own origin only, no
 * inline script, no inline style but the public stylesheet named by its hash in `styleSources`, nothing may frame us), X-Frame-Options DENY to say the same to old browsers, nosniff,
 * a private Referrer-Policy, COOP and CORP same-origin, and HSTS in production on an https SITE_URL (with
 * preload only when HSTS_PRELOAD opts in; plain-HTTP answers drop it again, see https-redirect.ts).
 */
export function securityHeaders(config: Config, styleSources: readonly string[] = []): RequestHandler[] {
  const https = config.siteUrl.startsWith('https:');
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          // The inlined stylesheet's hash (decision 0053), computed once from the build: never 'unsafe-inline'.
          styleSrc: ["'self'", ...styleSources],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameSrc: [MAP_ORIGIN],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'", ...checkoutOrigins(config.stripe)],
          frameAncestors: ["'none'"],
          manifestSrc: ["'self'"],
          ...(config.isProduction && https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity:
        config.isProduction && https
          ? { maxAge: HSTS_MAX_AGE, includeSubDomains: true, preload: config.hstsPreload }
          : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'deny' },
    }),
    (_req, res, next) => {
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      next();
    },
  ];
}
