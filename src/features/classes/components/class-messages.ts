import { messages } from '@/lib/i18n';

/** Words the class screens share: an assignment's times, a problem's state. */
export const classMessages = messages('classes', {
  opens: 'Opens {when}',
  due: 'Due {when}',
  pastDue: 'Past due',
  solved: 'Solved',
  gaveUp: 'Gave up',
  attempted: 'Attempted',
  notTried: 'Not tried',
  late: 'Late',
  classes: 'Classes',
  joinClass: 'Join a class',
  loadingAssignment: 'Loading assignment...',
  assignmentFailed: 'Failed to load the assignment.',
  problems: 'Problems',
  newAssignment: 'New assignment',
});
