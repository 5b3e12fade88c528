/**
 * English texts of registration under the market's rules (issue 19): identity, country, the terms and the privacy
 * notice, the Greek market's mandatory limits step, and the deposit page's "limits first" notice.
 */
export const REGISTRATION_EN = {
  'Register.FirstName': 'First name',
  'Register.LastName': 'Last name',
  'Register.NameHint': 'As on your identity document.',
  'Register.Country': 'Country of residence',
  'Register.CountryChoose': 'Choose your country',
  'Register.AcceptTerms': 'I accept the {{link}}.',
  'Register.TermsLink': 'terms and conditions',
  'Register.AcceptPrivacy': 'I have read and accept the {{link}}.',
  'Register.PrivacyLink': 'privacy notice',
  'Register.FirstNameInvalid': 'Please enter your first name: letters, spaces, apostrophes, dots or dashes.',
  'Register.LastNameInvalid': 'Please enter your last name: letters, spaces, apostrophes, dots or dashes.',
  'Register.CountryInvalid': 'Please choose your country of residence.',
  'Register.TermsRequired': 'Please accept the terms and conditions to register.',
  'Register.PrivacyRequired': 'Please accept the privacy notice to register.',
  'RegisterLimits.Title': 'Set your limits',
  'RegisterLimits.Intro':
    'Before your first deposit, the rules of this market ask you to set a deposit limit and a session time limit. You can lower them at any time; a raise waits {{hours}} hours.',
  'RegisterLimits.Deposit': 'Deposit limit',
  'RegisterLimits.Period': 'Period',
  'RegisterLimits.Period.day': '24 hours',
  'RegisterLimits.Period.week': '7 days',
  'RegisterLimits.Period.month': '30 days',
  'RegisterLimits.Amount': 'Most I can deposit in {{period}}',
  'RegisterLimits.AmountHint': 'From {{min}} to {{max}}.',
  'RegisterLimits.AmountInvalid': 'Please enter an amount from {{min}} to {{max}}.',
  'RegisterLimits.Time': 'Session time limit',
  'RegisterLimits.TimeChoose': 'Choose a time limit',
  'RegisterLimits.TimeHint': 'We tell you when a session reaches it.',
  'RegisterLimits.TimeRequired': 'Please choose a session time limit.',
  'RegisterLimits.Submit': 'Save my limits',
  'RegisterLimits.Saved': 'Your limits are set.',
  'Wallet.LimitsFirstTitle': 'Set your limits first',
  'Wallet.LimitsFirstLink': 'Set my limits',
};
