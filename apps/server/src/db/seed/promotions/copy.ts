import type { PromotionArea } from '@playline/contract';
import type { Bilingual } from '../brands';
import type { TermsFacts } from './terms';

/** One seeded promotion, its dates in days from the moment the seed runs (negative: in the past). */
export interface PromotionCopy {
  slug: string;
  area: PromotionArea;
  requiresOptIn: boolean;
  startsInDays: number;
  endsInDays: number;
  title: Bilingual;
  summary: Bilingual;
  /** Markdown. */
  body: Bilingual;
  terms: Omit<TermsFacts, 'brand' | 'minimumAge'>;
}

/** The sports offers: a welcome offer, an acca boost that applies to everyone, and one that ended two days ago. */
export const SPORTS_PROMOTIONS: PromotionCopy[] = [
  {
    slug: 'welcome-bet-offer',
    area: 'sports',
    requiresOptIn: true,
    startsInDays: -10,
    endsInDays: 60,
    title: { en: 'Bet €10, get €20 in free bets', el: 'Ποντάρετε 10 €, πάρτε 20 € σε δωρεάν στοιχήματα' },
    summary: {
      en: 'New here? Place your first €10 sports bet and we add two €10 free bets to your account.',
      el: 'Νέος παίκτης; Κάντε το πρώτο σας αθλητικό στοίχημα 10 € και σας πιστώνουμε δύο δωρεάν στοιχήματα των 10 €.',
    },
    body: {
      en: [
        'Your first bet with us is worth more. **Opt in, place a €10 bet at odds of 1.50 or higher**, and two €10 free bets land in your account as soon as it settles, win or lose.',
        '### How it works',
        '1. Opt in on this page.',
        '2. Place a single or accumulator of at least €10 on any sport.',
        '3. Receive two €10 free bets within an hour of settlement.',
        'Free bet stakes are not returned with winnings.',
      ].join('\n\n'),
      el: [
        'Το πρώτο σας στοίχημα αξίζει περισσότερο. **Δηλώστε συμμετοχή, ποντάρετε 10 € σε απόδοση 1,50 ή μεγαλύτερη** και δύο δωρεάν στοιχήματα των 10 € πιστώνονται στον λογαριασμό σας μόλις διευθετηθεί, είτε κερδίσει είτε χάσει.',
        '### Πώς λειτουργεί',
        '1. Δηλώστε συμμετοχή σε αυτή τη σελίδα.',
        '2. Κάντε ένα απλό ή παρολί στοίχημα τουλάχιστον 10 € σε οποιοδήποτε άθλημα.',
        '3. Λάβετε δύο δωρεάν στοιχήματα των 10 € μέσα σε μία ώρα από τη διευθέτηση.',
        'Το ποσό του δωρεάν στοιχήματος δεν επιστρέφεται μαζί με τα κέρδη.',
      ].join('\n\n'),
    },
    terms: {
      eligibility: {
        en: 'new customers placing their first sports bet',
        el: 'νέους πελάτες που κάνουν το πρώτο τους αθλητικό στοίχημα',
      },
      minOdds: '1.50',
      wagering: 1,
      expiryDays: 7,
    },
  },
  {
    slug: 'acca-boost',
    area: 'sports',
    requiresOptIn: false,
    startsInDays: -20,
    endsInDays: 30,
    title: { en: 'Acca boost up to 50%', el: 'Ενίσχυση παρολί έως 50%' },
    summary: {
      en: 'Winnings on accumulators of five or more selections are boosted automatically, up to 50% for twelve legs.',
      el: 'Τα κέρδη σε παρολί πέντε ή περισσότερων επιλογών ενισχύονται αυτόματα, έως 50% για δώδεκα επιλογές.',
    },
    body: {
      en: [
        'The more you add, the more you get. Every pre-match accumulator with **five or more selections** earns a boost on its winnings, paid in cash. No opt-in needed.',
        '| Selections | Boost |\n|---|---|\n| 5 | 5% |\n| 7 | 15% |\n| 9 | 25% |\n| 12 or more | 50% |',
      ].join('\n\n'),
      el: [
        'Όσο περισσότερα προσθέτετε, τόσο περισσότερα κερδίζετε. Κάθε προαγωνιστικό παρολί με **πέντε ή περισσότερες επιλογές** κερδίζει ενίσχυση στα κέρδη του, σε μετρητά. Δεν χρειάζεται δήλωση συμμετοχής.',
        '| Επιλογές | Ενίσχυση |\n|---|---|\n| 5 | 5% |\n| 7 | 15% |\n| 9 | 25% |\n| 12 ή περισσότερες | 50% |',
      ].join('\n\n'),
    },
    terms: {
      eligibility: { en: 'all customers', el: 'όλους τους πελάτες' },
      minOdds: '1.30',
      wagering: 0,
      expiryDays: 30,
    },
  },
  {
    slug: 'euro-nights-price-boost',
    area: 'sports',
    requiresOptIn: true,
    startsInDays: -30,
    endsInDays: -2,
    title: { en: 'Euro nights price boost', el: 'Ενισχυμένες αποδόσεις στις ευρωπαϊκές βραδιές' },
    summary: {
      en: 'Boosted odds on every European club match of the week. This offer has ended.',
      el: 'Ενισχυμένες αποδόσεις σε κάθε ευρωπαϊκό αγώνα συλλόγων της εβδομάδας. Η προσφορά έχει λήξει.',
    },
    body: {
      en: 'One boosted price per European match, in the match result market.',
      el: 'Μία ενισχυμένη απόδοση ανά ευρωπαϊκό αγώνα, στην αγορά τελικού αποτελέσματος.',
    },
    terms: {
      eligibility: { en: 'all customers', el: 'όλους τους πελάτες' },
      minOdds: '1.50',
      wagering: 0,
      expiryDays: 7,
    },
  },
];

/** The casino and live casino offers, named after the Greek-market teasers that link to them. */
export const CASINO_PROMOTIONS: PromotionCopy[] = [
  {
    slug: 'weekend-free-spins',
    area: 'casino',
    requiresOptIn: true,
    startsInDays: -3,
    endsInDays: 14,
    title: { en: '20 free spins every weekend', el: '20 δωρεάν περιστροφές κάθε Σαββατοκύριακο' },
    summary: {
      en: 'Play €20 on any slot on Saturday and collect 20 free spins on Sunday.',
      el: 'Παίξτε 20 € σε οποιοδήποτε φρουτάκι το Σάββατο και πάρτε 20 δωρεάν περιστροφές την Κυριακή.',
    },
    body: {
      en: [
        'Make your Sunday spin. **Opt in and play at least €20 on slots on Saturday**: 20 free spins on our slot of the week are waiting for you on Sunday morning.',
        'Each spin is worth €0.20. Winnings from free spins are paid as bonus money.',
      ].join('\n\n'),
      el: [
        'Κάντε την Κυριακή σας να γυρίζει. **Δηλώστε συμμετοχή και παίξτε τουλάχιστον 20 € σε φρουτάκια το Σάββατο**: 20 δωρεάν περιστροφές στο φρουτάκι της εβδομάδας σας περιμένουν την Κυριακή το πρωί.',
        'Κάθε περιστροφή αξίζει 0,20 €. Τα κέρδη από δωρεάν περιστροφές πιστώνονται ως χρήματα μπόνους.',
      ].join('\n\n'),
    },
    terms: {
      eligibility: {
        en: 'customers who opted in before Saturday',
        el: 'πελάτες που δήλωσαν συμμετοχή πριν από το Σάββατο',
      },
      wagering: 25,
      expiryDays: 3,
    },
  },
  {
    slug: 'monday-reload-bonus',
    area: 'casino',
    requiresOptIn: true,
    startsInDays: -7,
    endsInDays: 45,
    title: { en: 'Monday reload: 25% up to €50', el: 'Επαναφόρτιση Δευτέρας: 25% έως 50 €' },
    summary: {
      en: 'Start the week with a 25% bonus on your first casino deposit every Monday.',
      el: 'Ξεκινήστε την εβδομάδα με μπόνους 25% στην πρώτη σας κατάθεση στο καζίνο κάθε Δευτέρα.',
    },
    body: {
      en: 'Every Monday, your first deposit of **€20 or more** earns a 25% casino bonus, up to €50. Opt in once and the bonus is added every week for as long as the offer runs.',
      el: 'Κάθε Δευτέρα, η πρώτη σας κατάθεση **20 € ή περισσότερο** κερδίζει μπόνους καζίνο 25%, έως 50 €. Δηλώστε συμμετοχή μία φορά και το μπόνους προστίθεται κάθε εβδομάδα όσο διαρκεί η προσφορά.',
    },
    terms: {
      eligibility: {
        en: 'customers depositing €20 or more on a Monday',
        el: 'πελάτες που καταθέτουν 20 € ή περισσότερο τη Δευτέρα',
      },
      wagering: 30,
      expiryDays: 7,
    },
  },
  {
    slug: 'roulette-cashback',
    area: 'live-casino',
    requiresOptIn: true,
    startsInDays: -5,
    endsInDays: 25,
    title: { en: '10% live roulette cashback', el: '10% επιστροφή στη live ρουλέτα' },
    summary: {
      en: 'Get 10% of your net live roulette losses back every Tuesday, up to €100, in cash.',
      el: 'Πάρτε πίσω το 10% των καθαρών απωλειών σας στη live ρουλέτα κάθε Τρίτη, έως 100 €, σε μετρητά.',
    },
    body: {
      en: 'Play any live roulette table on Tuesday. On Wednesday we pay back **10% of your net losses**, up to €100, as cash you can withdraw straight away.',
      el: 'Παίξτε σε οποιοδήποτε τραπέζι live ρουλέτας την Τρίτη. Την Τετάρτη σας επιστρέφουμε **το 10% των καθαρών απωλειών σας**, έως 100 €, σε μετρητά που μπορείτε να κάνετε ανάληψη αμέσως.',
    },
    terms: {
      eligibility: { en: 'customers who opted in before playing', el: 'πελάτες που δήλωσαν συμμετοχή πριν παίξουν' },
      wagering: 0,
      expiryDays: 14,
    },
  },
  {
    slug: 'thursday-slot-tournament',
    area: 'casino',
    requiresOptIn: true,
    startsInDays: 4,
    endsInDays: 35,
    title: { en: 'Thursday slot tournament: €2,000 prize pool', el: 'Τουρνουά φρουτακίων Πέμπτης: έπαθλα 2.000 €' },
    summary: {
      en: 'Climb the leaderboard from 20:00 to midnight every Thursday and share €2,000.',
      el: 'Ανεβείτε στην κατάταξη από τις 20:00 έως τα μεσάνυχτα κάθε Πέμπτη και μοιραστείτε 2.000 €.',
    },
    body: {
      en: 'Every €1 played on tournament slots earns one point. **The top 50 players share €2,000**, with €500 for first place. The leaderboard updates live during the tournament.',
      el: 'Κάθε 1 € που παίζεται στα φρουτάκια του τουρνουά κερδίζει έναν πόντο. **Οι 50 πρώτοι παίκτες μοιράζονται 2.000 €**, με 500 € για την πρώτη θέση. Η κατάταξη ενημερώνεται ζωντανά κατά τη διάρκεια του τουρνουά.',
    },
    terms: {
      eligibility: {
        en: 'customers who opted in before the tournament starts',
        el: 'πελάτες που δήλωσαν συμμετοχή πριν ξεκινήσει το τουρνουά',
      },
      wagering: 0,
      expiryDays: 30,
    },
  },
];
