import type { Bilingual } from '../brands';

/** One line of character per brand, opening its SEO text. */
export const TAGLINES: Record<string, Bilingual> = {
  playline: {
    en: 'Playline is where a quick bet on tonight’s match and a spin in the casino sit side by side.',
    el: 'Στο Playline ένα γρήγορο στοίχημα στον αποψινό αγώνα και μια περιστροφή στο καζίνο βρίσκονται δίπλα δίπλα.',
  },
  hellas: {
    en: 'Hellas Bet is built for Greek fans: Super League, Euroleague and the big European nights, with odds in euro and the winnings tax shown on every slip.',
    el: 'Το Hellas Bet είναι φτιαγμένο για τους Έλληνες φιλάθλους: Super League, Euroleague και οι μεγάλες ευρωπαϊκές βραδιές, με αποδόσεις σε ευρώ και τον φόρο κερδών εμφανή σε κάθε δελτίο.',
  },
  arena: {
    en: 'Arena turns every fixture into an event, from the opening whistle to the last virtual race of the night.',
    el: 'Το Arena κάνει κάθε αγώνα γεγονός, από το πρώτο σφύριγμα μέχρι την τελευταία εικονική κούρσα της βραδιάς.',
  },
  kickoff: {
    en: 'Kickoff keeps it simple: football first, fast markets and live odds that keep up with the game.',
    el: 'Το Kickoff το κρατά απλό: πρώτα το ποδόσφαιρο, γρήγορες αγορές και live αποδόσεις που συμβαδίζουν με το παιχνίδι.',
  },
  goalline: {
    en: 'Goalline is a sportsbook for fans who follow every goal, with clear markets and live betting on the leagues they love.',
    el: 'Το Goalline είναι ένα στοιχηματικό για φιλάθλους που παρακολουθούν κάθε γκολ, με καθαρές αγορές και live στοίχημα στα πρωταθλήματα που αγαπούν.',
  },
  northstar: {
    en: 'Northstar takes you from pre-match odds to live casino tables in a couple of taps.',
    el: 'Το Northstar σας οδηγεί από τις αποδόσεις πριν από τον αγώνα στα live τραπέζια του καζίνο με δυο πατήματα.',
  },
  crimson: {
    en: 'Crimson brings sports, live betting, casino and virtual games together under one account and one balance.',
    el: 'Το Crimson ενώνει αθλήματα, live στοίχημα, καζίνο και εικονικά παιχνίδια με έναν λογαριασμό και ένα υπόλοιπο.',
  },
  emerald: {
    en: 'Emerald pairs a focused sportsbook with a hand-picked casino of slots and table games.',
    el: 'Το Emerald συνδυάζει ένα εστιασμένο στοιχηματικό με μια προσεκτικά επιλεγμένη συλλογή από φρουτάκια και επιτραπέζια.',
  },
  royal: {
    en: 'Royal offers a premium sportsbook and casino, with live tables that never close.',
    el: 'Το Royal προσφέρει κορυφαίο στοιχηματικό και καζίνο, με live τραπέζια που δεν κλείνουν ποτέ.',
  },
  sunset: {
    en: 'Sunset is the evening’s entertainment: sports, live betting, casino, virtuals and fresh promotions every week.',
    el: 'Το Sunset είναι η ψυχαγωγία της βραδιάς: αθλήματα, live στοίχημα, καζίνο, εικονικά και νέες προσφορές κάθε εβδομάδα.',
  },
};
