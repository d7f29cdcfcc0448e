/**
 * The icons the library draws, by the name @mui/icons-material gives each. Kept in step with the
 * imports in ui/ by iconsInUse.test.ts: an icon added to or dropped from a component fails it until
 * this list says so too (the Icons page shows where each is used, read from ui/'s sources).
 */
import type SvgIcon from '@mui/material/SvgIcon';
import AddIcon from '@mui/icons-material/Add';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import AddReactionOutlinedIcon from '@mui/icons-material/AddReactionOutlined';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import BlockIcon from '@mui/icons-material/Block';
import CallEndRoundedIcon from '@mui/icons-material/CallEndRounded';
import CallOutlinedIcon from '@mui/icons-material/CallOutlined';
import CallRoundedIcon from '@mui/icons-material/CallRounded';
import ChatBubbleOutlineRoundedIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DoneAllRoundedIcon from '@mui/icons-material/DoneAllRounded';
import DoneRoundedIcon from '@mui/icons-material/DoneRounded';
import DownloadIcon from '@mui/icons-material/Download';
import EmojiEmotionsOutlinedIcon from '@mui/icons-material/EmojiEmotionsOutlined';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FilterListIcon from '@mui/icons-material/FilterList';
import ForumIcon from '@mui/icons-material/Forum';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import GoogleIcon from '@mui/icons-material/Google';
import KeyboardArrowDownRoundedIcon from '@mui/icons-material/KeyboardArrowDownRounded';
import LanguageIcon from '@mui/icons-material/Language';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import LockPersonIcon from '@mui/icons-material/LockPerson';
import LogoutIcon from '@mui/icons-material/Logout';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import MenuIcon from '@mui/icons-material/Menu';
import MicOffRoundedIcon from '@mui/icons-material/MicOffRounded';
import MicRoundedIcon from '@mui/icons-material/MicRounded';
import MissedVideoCallRoundedIcon from '@mui/icons-material/MissedVideoCallRounded';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PeopleIcon from '@mui/icons-material/People';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import PhoneIcon from '@mui/icons-material/Phone';
import PhoneDisabledRoundedIcon from '@mui/icons-material/PhoneDisabledRounded';
import PhoneMissedRoundedIcon from '@mui/icons-material/PhoneMissedRounded';
import PrintIcon from '@mui/icons-material/Print';
import RemoveIcon from '@mui/icons-material/Remove';
import RestoreIcon from '@mui/icons-material/Restore';
import SaveAltIcon from '@mui/icons-material/SaveAlt';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import SearchIcon from '@mui/icons-material/Search';
import SelfImprovementIcon from '@mui/icons-material/SelfImprovement';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import SettingsIcon from '@mui/icons-material/Settings';
import SmsIcon from '@mui/icons-material/Sms';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import ThumbUpRoundedIcon from '@mui/icons-material/ThumbUpRounded';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import VideocamOffRoundedIcon from '@mui/icons-material/VideocamOffRounded';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import VideocamRoundedIcon from '@mui/icons-material/VideocamRounded';

export const ICONS_IN_USE: Readonly<Record<string, typeof SvgIcon>> = {
  Add: AddIcon,
  AddLocationAlt: AddLocationAltIcon,
  AddReactionOutlined: AddReactionOutlinedIcon,
  AdminPanelSettings: AdminPanelSettingsIcon,
  ArrowBack: ArrowBackIcon,
  ArrowBackRounded: ArrowBackRoundedIcon,
  AutoStories: AutoStoriesIcon,
  Block: BlockIcon,
  CallEndRounded: CallEndRoundedIcon,
  CallOutlined: CallOutlinedIcon,
  CallRounded: CallRoundedIcon,
  ChatBubbleOutlineRounded: ChatBubbleOutlineRoundedIcon,
  ChatOutlined: ChatOutlinedIcon,
  Check: CheckIcon,
  Close: CloseIcon,
  DeleteForever: DeleteForeverIcon,
  DeleteOutlined: DeleteOutlinedIcon,
  DoneAllRounded: DoneAllRoundedIcon,
  DoneRounded: DoneRoundedIcon,
  Download: DownloadIcon,
  EmojiEmotionsOutlined: EmojiEmotionsOutlinedIcon,
  EmojiEvents: EmojiEventsIcon,
  ErrorOutlineRounded: ErrorOutlineRoundedIcon,
  EventNote: EventNoteIcon,
  FilterList: FilterListIcon,
  Forum: ForumIcon,
  ForumOutlined: ForumOutlinedIcon,
  Google: GoogleIcon,
  KeyboardArrowDownRounded: KeyboardArrowDownRoundedIcon,
  Language: LanguageIcon,
  LocationOn: LocationOnIcon,
  LockPerson: LockPersonIcon,
  Logout: LogoutIcon,
  MailOutlineRounded: MailOutlineRoundedIcon,
  Menu: MenuIcon,
  MicOffRounded: MicOffRoundedIcon,
  MicRounded: MicRoundedIcon,
  MissedVideoCallRounded: MissedVideoCallRoundedIcon,
  MoreVert: MoreVertIcon,
  MyLocation: MyLocationIcon,
  Notifications: NotificationsIcon,
  NotificationsActive: NotificationsActiveIcon,
  OpenInNew: OpenInNewIcon,
  People: PeopleIcon,
  PersonOffOutlined: PersonOffOutlinedIcon,
  PersonRounded: PersonRoundedIcon,
  Phone: PhoneIcon,
  PhoneDisabledRounded: PhoneDisabledRoundedIcon,
  PhoneMissedRounded: PhoneMissedRoundedIcon,
  Print: PrintIcon,
  Remove: RemoveIcon,
  Restore: RestoreIcon,
  SaveAlt: SaveAltIcon,
  ScheduleRounded: ScheduleRoundedIcon,
  Search: SearchIcon,
  SelfImprovement: SelfImprovementIcon,
  SendRounded: SendRoundedIcon,
  Settings: SettingsIcon,
  Sms: SmsIcon,
  ThumbUpOutlined: ThumbUpOutlinedIcon,
  ThumbUpRounded: ThumbUpRoundedIcon,
  VerifiedUser: VerifiedUserIcon,
  VideocamOffRounded: VideocamOffRoundedIcon,
  VideocamOutlined: VideocamOutlinedIcon,
  VideocamRounded: VideocamRoundedIcon,
};
