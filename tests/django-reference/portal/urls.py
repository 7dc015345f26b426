from django.urls import path

from . import views

urlpatterns = [
    path("app/register/", views.RegisterView.as_view()),
    path("app/me/", views.MeView.as_view()),
    path("app/user/update/<int:pk>/", views.UserUpdateView.as_view()),
    path("app/request-otp/", views.RequestOtpView.as_view()),
    path("app/verify-otp/", views.VerifyOtpView.as_view()),
    path("api/pmtcategory/", views.PmtCategoryList.as_view()),
    path("api/propmtservice/", views.ProPmtServiceList.as_view()),
    path("api/propmtservice/<int:pk>/", views.ProPmtServiceDetail.as_view()),
    path("api/purchasedservices/my-services/", views.MyServicesList.as_view()),
    path("api/purchasedservices/<int:pk>/my-service/", views.MyServiceDetail.as_view()),
    path("api/orders/", views.OrderListCreate.as_view()),
    path("api/enquiry/", views.EnquiryCreate.as_view()),
    path("api/homesliders/", views.HomeSliderList.as_view()),
    path("api/pmtsliders/", views.PmtSliderList.as_view()),
]
