import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ManageSearch from '@mui/icons-material/ManageSearch';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Groups from '@mui/icons-material/Groups';
import People from '@mui/icons-material/People';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Timeline from '@mui/icons-material/Timeline';
import Block from '@mui/icons-material/Block';
import Key from '@mui/icons-material/Key';
import PauseCircleOutline from '@mui/icons-material/PauseCircleOutline';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Undo from '@mui/icons-material/Undo';
import CompareArrows from '@mui/icons-material/CompareArrows';
import DoNotDisturbOn from '@mui/icons-material/DoNotDisturbOn';
import PersonSearch from '@mui/icons-material/PersonSearch';
import Tune from '@mui/icons-material/Tune';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import RestartAlt from '@mui/icons-material/RestartAlt';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Replay from '@mui/icons-material/Replay';

/**
 * The menu and action icons a declaration may name. The declaration is plain data shared with the emulator, so it names
 * its icon; only the icons named here end up in the bundle.
 */
const ICONS: Readonly<Record<string, ComponentType<SvgIconProps>>> = {
  AccountTree: AccountTreeOutlined,
  AdminPanelSettings: AdminPanelSettingsOutlined,
  Assessment: AssessmentOutlined,
  Apartment: ApartmentOutlined,
  FactCheck: FactCheckOutlined,
  Groups,
  Handshake: HandshakeOutlined,
  ManageSearch,
  People,
  PeopleOutline,
  ReceiptLong: ReceiptLongOutlined,
  Storefront: StorefrontOutlined,
  Timeline,
  Block,
  Key,
  PauseCircleOutline,
  PlayCircleOutline,
  GppMaybe: GppMaybeOutlined,
  Report: ReportOutlined,
  VerifiedUser: VerifiedUserOutlined,
  Undo,
  CompareArrows,
  DoNotDisturbOn,
  PersonSearch,
  Tune,
  ArrowUpward,
  Storage: StorageOutlined,
  Archive: ArchiveOutlined,
  Unarchive: UnarchiveOutlined,
  Label: LabelOutlined,
  Science: ScienceOutlined,
  StopCircle: StopCircleOutlined,
  Email: EmailOutlined,
  Outbox: OutboxOutlined,
  RestartAlt,
  ReportProblem: ReportProblemOutlined,
  Replay,
};

export const iconOf = (name: string): ComponentType<SvgIconProps> => ICONS[name] ?? FolderOutlined;

export const hasIcon = (name: string): boolean => name in ICONS;
