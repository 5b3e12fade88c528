import type { DEVICE_EN } from './device-en';

/** Greek texts of the device page (issue 9). */
export const DEVICE_EL: Record<keyof typeof DEVICE_EN, string> = {
  'Device.Intro':
    'Η υποστήριξη μπορεί να σας ζητήσει αυτά τα στοιχεία. Αντιγράψτε τα και επικολλήστε τα στο μήνυμά σας.',
  'Device.Copy': 'Αντιγραφή όλων',
  'Device.Copied': 'Αντιγράφηκαν',
  'Device.CopyFailed': 'Η αντιγραφή δεν επιτρέπεται εδώ: επιλέξτε το κείμενο και αντιγράψτε το χειροκίνητα.',
  'Device.Version': 'Έκδοση εφαρμογής',
  'Device.Brand': 'Brand',
  'Device.Site': 'Αριθμός ιστότοπου',
  'Device.Language': 'Γλώσσα',
  'Device.Mode': 'Εκτέλεση ως',
  'Device.ModeApp': 'Εγκατεστημένη εφαρμογή',
  'Device.ModeBrowser': 'Καρτέλα προγράμματος περιήγησης',
  'Device.System': 'Λειτουργικό σύστημα',
  'Device.Browser': 'Πρόγραμμα περιήγησης',
  'Device.Screen': 'Οθόνη',
  'Device.Viewport': 'Παράθυρο',
  'Device.Connection': 'Σύνδεση',
  'Device.Online': 'Συνδεδεμένο',
  'Device.Offline': 'Εκτός σύνδεσης',
  'Device.Worker': 'Service worker',
  'Device.WorkerActive': 'Ενεργό',
  'Device.WorkerWaiting': 'Ενημέρωση σε αναμονή',
  'Device.WorkerNone': 'Δεν έχει καταχωριστεί',
  'Device.WorkerUnsupported': 'Δεν υποστηρίζεται',
  'Device.Unknown': 'Άγνωστο',
};
