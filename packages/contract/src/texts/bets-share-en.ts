/** English texts of sharing a bet: the link and QR code that put its selections in anyone's slip (issue 21). */
export const BETS_SHARE_EN = {
  'Bets.Share.Share': 'Share',
  'Bets.Share.Title': 'My selections',
  'Bets.Share.Text': 'Open my selections in your bet slip',
  'Bets.Share.Copied': 'Link copied',
  'Bets.Share.LinkLabel': 'Link to these selections',
  'Bets.Share.QrLabel': 'QR code of the link to these selections',
  'Bets.Share.Error': 'The link could not be made. Try again.',
  'Bets.Share.Loading': 'Loading the shared selections…',
  'Bets.Share.Loaded': '{{count}} shared selections added to your slip at current prices.',
  'Bets.Share.LeftOut': 'Left out: {{names}}',
  'Bets.Share.Suspended': '{{name}} (suspended)',
  'Bets.Share.Removed': '{{name}} (no longer offered)',
  'Bets.Share.NotFound': 'This share link is not valid.',
};
