// Data for componentPageCoverage.test.ts, keyed `<API group id>/<export name>`.

const MATERIAL_THEMING = '/material-ui/customization/theming';
const JOY_THEMING = '/joy-ui/customization/theme';

/**
 * Exports that are a provider or a building block of another component, documented on the page
 * named rather than on a page of their own.
 */
export const INTERNAL_PARTS: Readonly<Record<string, string>> = {
  // Providers: set up once per app, explained with theming.
  'material/ThemeProvider': MATERIAL_THEMING,
  'material/CssVarsProvider': MATERIAL_THEMING,
  'material/Experimental_CssVarsProvider': MATERIAL_THEMING,
  'material/StyledEngineProvider': MATERIAL_THEMING,
  'material/GlobalStyles': '/material-ui/customization/how-to-customize',
  'joy/CssVarsProvider': JOY_THEMING,
  'joy/ThemeProvider': JOY_THEMING,
  'joy/StyledEngineProvider': JOY_THEMING,
  'joy/GlobalStyles': JOY_THEMING,
  'system/ThemeProvider': '/system/customization/theming',
  // Contexts that pass a component's state to its parts: used only inside those parts.
  'base/SelectProvider': '/base-ui/react-select',
  'base/MenuProvider': '/base-ui/react-menu',
  // A context that turns off the default class names: explained with styling in plain CSS.
  'base/ClassNameConfigurator': '/base-ui/customization/plain-css',
};

/** Components that have no page yet (issue #27): to be emptied, never added to. */
export const COMPONENT_PAGE_BACKLOG: readonly string[] = [
  'date-pickers/ArrowDropDownIcon',
  'date-pickers/ArrowLeftIcon',
  'date-pickers/ArrowRightIcon',
  'date-pickers/CalendarIcon',
  'date-pickers/ClearIcon',
  'date-pickers/ClockIcon',
  'date-pickers/DateField',
  'date-pickers/DatePickerToolbar',
  'date-pickers/DateRangeCalendar',
  'date-pickers/DateRangeIcon',
  'date-pickers/DateRangePickerDay',
  'date-pickers/DateRangePickerToolbar',
  'date-pickers/DateTimeField',
  'date-pickers/DateTimePickerTabs',
  'date-pickers/DateTimePickerToolbar',
  'date-pickers/DateTimeRangePicker',
  'date-pickers/DateTimeRangePickerTabs',
  'date-pickers/DateTimeRangePickerToolbar',
  'date-pickers/DayCalendarSkeleton',
  'date-pickers/DesktopDatePicker',
  'date-pickers/DesktopDateRangePicker',
  'date-pickers/DesktopDateTimePicker',
  'date-pickers/DesktopDateTimePickerLayout',
  'date-pickers/DesktopDateTimeRangePicker',
  'date-pickers/DesktopTimePicker',
  'date-pickers/DigitalClock',
  'date-pickers/MobileDatePicker',
  'date-pickers/MobileDateRangePicker',
  'date-pickers/MobileDateTimePicker',
  'date-pickers/MobileDateTimeRangePicker',
  'date-pickers/MobileTimePicker',
  'date-pickers/MonthCalendar',
  'date-pickers/MultiInputDateRangeField',
  'date-pickers/MultiInputDateTimeRangeField',
  'date-pickers/MultiInputTimeRangeField',
  'date-pickers/MultiSectionDigitalClock',
  'date-pickers/PickersActionBar',
  'date-pickers/PickersCalendarHeader',
  'date-pickers/PickersDay',
  'date-pickers/PickersFilledInput',
  'date-pickers/PickersInput',
  'date-pickers/PickersInputBase',
  'date-pickers/PickersLayout',
  'date-pickers/PickersOutlinedInput',
  'date-pickers/PickersRangeCalendarHeader',
  'date-pickers/PickersTextField',
  'date-pickers/SingleInputDateTimeRangeField',
  'date-pickers/SingleInputTimeRangeField',
  'date-pickers/StaticDatePicker',
  'date-pickers/StaticDateRangePicker',
  'date-pickers/StaticDateTimePicker',
  'date-pickers/StaticTimePicker',
  'date-pickers/TimeClock',
  'date-pickers/TimeField',
  'date-pickers/TimeIcon',
  'date-pickers/TimePickerToolbar',
  'date-pickers/Unstable_PickersSectionList',
  'date-pickers/YearCalendar',
];
