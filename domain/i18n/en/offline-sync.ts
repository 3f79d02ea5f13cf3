// Working with no signal (frontend/src/lib/offline): the signed-in shell's offline bar and its queue, the
// builder's offline save, and the "last updated" note of what a page shows from this device.
export const offlineSync = {
  'offline.bar.label': 'Connection and sync',
  'offline.bar.offline': 'Offline — showing what this device saved',
  'offline.bar.offlineOne': 'Offline — 1 quote waiting to sync',
  'offline.bar.offlineMany': 'Offline — {count} quotes waiting to sync',
  'offline.bar.waitingOne': '1 quote waiting to sync',
  'offline.bar.waitingMany': '{count} quotes waiting to sync',
  'offline.bar.failedOne': '1 quote could not sync',
  'offline.bar.failedMany': '{count} quotes could not sync',
  'offline.bar.syncing': 'Syncing…',
  'offline.bar.notices': 'Synced quotes need a look',
  'offline.bar.review': 'Review',
  'offline.queue.title': 'Quotes saved on this device',
  'offline.queue.description':
    'They are sent to Picket in the order they were saved, each exactly once, as soon as there is a connection.',
  'offline.queue.empty': 'Nothing is waiting to sync.',
  'offline.queue.savedAt': 'Saved on this device {time}',
  'offline.queue.localTotal': 'Total when saved: {total}',
  'offline.queue.willText': 'Will be texted once it syncs',
  'offline.queue.dontText': 'Do not text it',
  'offline.queue.failed': 'Picket refused it: {message}',
  'offline.queue.syncNow': 'Sync now',
  'offline.textAfterSync': 'Text quote after sync',
  'offline.notice.pricesChanged': 'Prices changed: the quote total is now {now} (was {was})',
  'offline.notice.pricesChangedDetail':
    'Quote #{number} was saved but not texted. Check it, then send it from the quote page.',
  'offline.notice.textFailed': 'Quote #{number} was saved but could not be texted: {message}',
  'offline.notice.open': 'Open quote #{number}',
  'offline.synced.one': '1 quote saved on this device is now in Picket',
  'offline.synced.many': '{count} quotes saved on this device are now in Picket',
  'offline.builder.pricesUpdated': 'Prices last updated {time}',
  'offline.builder.offlineHint':
    'You are offline: Save keeps the quote on this device and sends it to Picket once you are back online.',
  'offline.saved.title': 'Saved on this device',
  'offline.saved.detail': 'The quote for {customer} ({total}) goes to Picket as soon as you are back online.',
  'offline.saved.willText':
    'It will be texted to the customer once it has synced — unless the prices changed meanwhile: then you are told the new total first.',
  'offline.saved.newQuote': 'Start another quote',
  'offline.saved.alreadySynced': 'It has synced already: text it from its page in Quotes.',
  'offline.saved.failed': 'The quote could not be kept on this device',
  'offline.lastUpdated': 'Offline — last updated {time}',
} as const;
