// The intake feature's public face for other features: the dd/mm/yyyy date field's helpers.
export { formatDayMonthYear, maskDayMonthYear, parseDayMonthYear } from './dates';
