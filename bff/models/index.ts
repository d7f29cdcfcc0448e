import type { Connection } from 'mongoose';
import { accountDeletionModel } from './accountDeletion';
import { advertisementModel } from './advertisement';
import { blockModel } from './block';
import { callLineModel, callModel } from './call';
import { commentModel } from './comment';
import { devIdpGrantModel } from './devIdp';
import { idempotencyModel } from './idempotency';
import { inboxModel } from './inbox';
import { listingModel } from './listing';
import { loginCodeModel } from './loginCode';
import { mapCellModel } from './mapCell';
import { mediaModel } from './media';
import { meetingGroupModel } from './meetingGroup';
import {
  auditEntryModel,
  auditUndoModel,
  contactMessageModel,
  moderationCaseModel,
  moderationCountsModel,
} from './moderation';
import {
  notificationDueModel,
  notificationModel,
  notificationStateModel,
  pushSubscriptionModel,
} from './notification';
import { postModel } from './post';
import { presenceModel } from './presence';
import { profileModel } from './profile';
import { reactionModel } from './reaction';
import { reportModel } from './report';
import { resourceModel } from './resource';
import { revenueEventModel, revenueMarkModel } from './revenue';
import { sessionModel } from './session';
import { sessionListModel } from './sessionList';
import { sponsoredCenterModel } from './sponsoredCenter';
import { shopInterestModel } from './shopInterest';
import { supportRequestModel, supportStateModel } from './support';
import { threadModel } from './thread';
import { userModel } from './user';

/** Every model of the product, bound to one database connection. */
export function createModels(conn: Connection) {
  return {
    User: userModel(conn),
    Profile: profileModel(conn),
    Session: sessionModel(conn),
    SessionList: sessionListModel(conn),
    LoginCode: loginCodeModel(conn),
    DevIdpGrant: devIdpGrantModel(conn),
    Post: postModel(conn),
    Reaction: reactionModel(conn),
    Comment: commentModel(conn),
    Report: reportModel(conn),
    Thread: threadModel(conn),
    Idempotency: idempotencyModel(conn),
    Block: blockModel(conn),
    Inbox: inboxModel(conn),
    Presence: presenceModel(conn),
    MapCell: mapCellModel(conn),
    Resource: resourceModel(conn),
    MeetingGroup: meetingGroupModel(conn),
    SponsoredCenter: sponsoredCenterModel(conn),
    Advertisement: advertisementModel(conn),
    Listing: listingModel(conn),
    RevenueEvent: revenueEventModel(conn),
    RevenueMark: revenueMarkModel(conn),
    Media: mediaModel(conn),
    ShopInterest: shopInterestModel(conn),
    Call: callModel(conn),
    CallLine: callLineModel(conn),
    SupportRequest: supportRequestModel(conn),
    SupportState: supportStateModel(conn),
    ModerationCase: moderationCaseModel(conn),
    ModerationCounts: moderationCountsModel(conn),
    AuditEntry: auditEntryModel(conn),
    AuditUndo: auditUndoModel(conn),
    ContactMessage: contactMessageModel(conn),
    AccountDeletion: accountDeletionModel(conn),
    Notification: notificationModel(conn),
    NotificationState: notificationStateModel(conn),
    NotificationDue: notificationDueModel(conn),
    PushSubscription: pushSubscriptionModel(conn),
  };
}
export type Models = ReturnType<typeof createModels>;
