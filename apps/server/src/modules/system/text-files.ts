/** The plain-text files crawlers and researchers look for at fixed paths. */

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** RFC 9116; `Expires` must stay under a year ahead, so it is computed rather than written down. */
export function securityTxt(origin: string, host: string, now = new Date()): string {
  const expires = new Date(now.getTime() + 180 * 24 * 60 * 60 * 1000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: mailto:security@${host}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: en, el',
    `Canonical: ${origin}/.well-known/security.txt`,
    `Policy: ${origin}/help/terms`,
    '',
  ].join('\n');
}

/** IAB ads.txt 1.1: a site that authorises no seller declares the placeholder record. */
export function adsTxt(): string {
  return [
    '# Playline sites sell no advertising space.',
    'placeholder.example.com, placeholder, DIRECT, placeholder',
    '',
  ].join('\n');
}
